import type { Database, Db } from '@poxscan/db';
import type { Kysely } from 'kysely';

export type { Db } from '@poxscan/db';
export type ReadDb = Kysely<Database>;

/** Reads go to the replica when there is one (`db.read` is the primary otherwise). */
export const reader = (db: Db): ReadDb => db.read;
