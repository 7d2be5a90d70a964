import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { type Spread, spread } from './spread.js';

export type Reads = Spread & { reads: number };

/**
 * A visitor beside the indexer: the home page's latest blocks asked for every `everyMs`, each answer
 * timed from the asking. On PGlite a query asked during a commit waits for it.
 */
export function startReader(db: Db, everyMs: number): { stop: () => Promise<Reads> } {
  const waits: number[] = [];
  let reading = true;
  const loop = (async () => {
    while (reading) {
      const asked = performance.now();
      await sql`SELECT num, hash FROM blocks ORDER BY num DESC LIMIT 10`.execute(db.read);
      waits.push(Math.round(performance.now() - asked));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      reading = false;
      await loop;
      return { reads: waits.length, ...spread(waits) };
    },
  };
}
