import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { type PostgresReplica, startReplica } from '@poxscan/test-support/postgres-replica';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReplicaUnavailable } from './failover-pool.js';
import { type Db, openDatabase } from './open.js';

let cluster: PostgresCluster;
let replica: PostgresReplica;
let db: Db;
let direct: Db;
let url: string;

beforeAll(async () => {
  cluster = await startPostgres();
  url = await cluster.createDatabase('scaled');
  const setup = await openDatabase({ url });
  await setup.migrate();
  await setup.close();
  replica = await startReplica(cluster);
  db = await openDatabase({
    url,
    replicaUrl: replica.url('scaled'),
    replicaCheckMs: 100,
    replicaMaxLagMs: 1_000,
  });
  direct = await openDatabase({ url: replica.url('scaled') });
});
afterAll(async () => {
  await direct?.close();
  await db?.close();
  await replica?.remove();
  await cluster?.stop();
});

/** Which server answered a read through `db.read`: a standby is in recovery, the primary is not. */
async function readServer(): Promise<'replica' | 'primary'> {
  const { rows } = await sql<{ standby: boolean }>`SELECT pg_is_in_recovery() AS standby`.execute(db.read);
  return rows[0]!.standby ? 'replica' : 'primary';
}

async function notificationCount(): Promise<number> {
  const rows = await db.read.selectFrom('notifications').select('id').execute();
  return rows.length;
}

describe('reads through a streaming replica', () => {
  it('go to the replica and see the primary writes once replayed, with the lag reported', async () => {
    expect(await readServer()).toBe('replica');
    await db.kysely.insertInto('notifications').values({ message: 'first' }).execute();
    await expect.poll(notificationCount).toBe(1);
    await expect.poll(() => db.replicaStatus()).toMatchObject({ serving: true, lagMs: 0, lagBytes: 0 });
    expect(db.replicaStatus()?.blocksBehind).toBe(0);
  });

  it('fall back to the primary without an error while the replica is down, and return after', async () => {
    await replica.stop();
    // No read fails: the first after the stop finds the replica gone and runs on the primary.
    expect(await notificationCount()).toBe(1);
    expect(await readServer()).toBe('primary');
    expect(db.replicaStatus()?.serving).toBe(false);
    await db.kysely.insertInto('notifications').values({ message: 'while down' }).execute();
    expect(await notificationCount()).toBe(2);
    // A process started while the replica is down reads the primary from the start.
    const late = await openDatabase({ url, replicaUrl: replica.url('scaled'), replicaCheckMs: 100 });
    try {
      expect(late.replicaStatus()).toMatchObject({ serving: false, checkedAt: null });
      expect(await late.read.selectFrom('notifications').select('id').execute()).toHaveLength(2);

      await replica.start();
      await expect.poll(() => late.replicaStatus()?.serving, { timeout: 10_000 }).toBe(true);
    } finally {
      await late.close();
    }
    await expect.poll(() => db.replicaStatus()?.serving, { timeout: 10_000 }).toBe(true);
    expect(await readServer()).toBe('replica');
    await expect.poll(notificationCount).toBe(2);
  });

  it('leave a replica that stopped replaying once it is further behind than the limit', async () => {
    await sql`SELECT pg_wal_replay_pause()`.execute(direct.kysely);
    try {
      await db.kysely.insertInto('notifications').values({ message: 'not replayed' }).execute();
      await expect
        .poll(() => db.replicaStatus(), { timeout: 10_000 })
        .toMatchObject({ serving: false, lagBytes: expect.any(Number) });
      expect(db.replicaStatus()!.lagMs).toBeGreaterThan(1_000);
      expect(db.replicaStatus()!.lagBytes).toBeGreaterThan(0);
      expect(await readServer()).toBe('primary');
      expect(await notificationCount()).toBe(3);
    } finally {
      await sql`SELECT pg_wal_replay_resume()`.execute(direct.kysely);
    }
    await expect.poll(() => db.replicaStatus()?.serving, { timeout: 10_000 }).toBe(true);
    expect(await readServer()).toBe('replica');
  });

  it('rerun a read on the primary when the replica ends its session mid-statement', async () => {
    await expect.poll(() => db.replicaStatus()?.serving).toBe(true);
    const slow = sql<{ standby: boolean }>`
      SELECT pg_is_in_recovery() AS standby, pg_sleep(1) IS NULL AS slept`.execute(db.read);
    // Wait until the statement runs on the replica, then end that session there.
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE '%pg_sleep(1)%' AND pid <> pg_backend_pid()`.execute(
          direct.kysely,
        );
        return rows[0]!.n;
      })
      .toBe(1);
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE query LIKE '%pg_sleep(1)%' AND pid <> pg_backend_pid()`.execute(direct.kysely);
    expect((await slow).rows[0]!.standby).toBe(false);
    await expect.poll(() => db.replicaStatus()?.serving).toBe(true);
  });

  it('pass errors of the query itself through, without leaving the replica', async () => {
    await expect(sql`SELECT 1/0`.execute(db.read)).rejects.toThrow(/division by zero/);
    expect(db.replicaStatus()?.serving).toBe(true);
    expect(await readServer()).toBe('replica');
  });

  it('has no replica status without a replica', async () => {
    const alone = await openDatabase({ url: cluster.url });
    expect(alone.replicaStatus()).toBeNull();
    await alone.close();
  });
});

describe('isReplicaUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it('recognises a server that is gone, starting, stopping or cancelling for recovery', () => {
    for (const code of ['57P01', '57P03', '40001', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isReplicaUnavailable(withCode(code))).toBe(true);
    expect(isReplicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('leaves errors of the query itself alone', () => {
    expect(isReplicaUnavailable(withCode('42P01'))).toBe(false);
    expect(isReplicaUnavailable(withCode('22012'))).toBe(false);
    expect(isReplicaUnavailable('57P01')).toBe(false);
  });
});
