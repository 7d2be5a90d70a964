import { type Db, openDatabase } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../test/addresses.js';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { explain, explainGeneric } from '../test/explain.js';
import { A, B, blockHash, GAME, seed, txHash, USDT, WITNESSES } from '../test/seed.js';
import { suggest, suggestQueries } from './suggest.js';

const NAMELESS = testAddress('nameless-sr');
let pg: Db;
let lite: Db;

beforeAll(async () => {
  ({ db: pg } = await createTestDatabase());
  lite = await openDatabase();
  await lite.migrate();
  for (const db of [pg, lite]) {
    await seed(db);
    await db.kysely
      .insertInto('contract_verifications')
      .values({
        address: GAME,
        contract_name: 'LuckyDice',
        compiler_version: '0.8.20',
        optimizer: false,
        sources: JSON.stringify({}),
        abi: JSON.stringify([]),
      })
      .execute();
    await db.kysely
      .insertInto('witnesses')
      .values({ address: NAMELESS, url: 'https://www.nameless.example' })
      .execute();
  }
}, 120_000);
afterAll(async () => {
  await pg?.close();
  await lite?.close();
  await stopTestCluster();
});

const kinds = (s: { kind: string }[]) => s.map((x) => x.kind);

describe.each([
  ['PostgreSQL', () => pg],
  ['PGlite', () => lite],
])('suggestions on %s', (_, db) => {
  it('finds a block by number and blocks and transactions by hash prefix, exact ones first', async () => {
    const byNumber = await suggest(db().read, '42', 5);
    expect(byNumber[0]).toMatchObject({ kind: 'block', key: '42', label: 'Block #42', exact: true });

    const hash = txHash(3);
    const tx = await suggest(db().read, hash.slice(0, 10).toUpperCase(), 5);
    expect(tx).toContainEqual(expect.objectContaining({ kind: 'transaction', key: hash, exact: false }));
    // Past the index key's 16 digits the hashes' bytes are compared too.
    const long = await suggest(db().read, hash.slice(0, 24), 5);
    expect(long).toContainEqual(expect.objectContaining({ kind: 'transaction', key: hash, exact: false }));
    const exact = await suggest(db().read, `0x${hash}`, 5);
    expect(exact[0]).toMatchObject({ kind: 'transaction', key: hash, exact: true });

    const block = await suggest(db().read, blockHash(9).slice(0, 8), 5);
    expect(block).toContainEqual(expect.objectContaining({ kind: 'block', key: '9', detail: blockHash(9) }));
  });

  it('finds addresses by prefix and by name tag, and a well-formed unknown address', async () => {
    const byPrefix = await suggest(db().read, A.slice(0, 6), 5);
    expect(byPrefix).toContainEqual(expect.objectContaining({ kind: 'address', key: A, label: 'alice' }));
    const byTag = await suggest(db().read, 'bob ex', 5);
    expect(byTag).toEqual([{ kind: 'address', key: B, label: 'Bob Exchange', detail: B, exact: false }]);
    const unknown = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    expect(await suggest(db().read, unknown, 5)).toContainEqual(
      expect.objectContaining({ kind: 'address', key: unknown, exact: true }),
    );
  });

  it('finds tokens by name or symbol, ranked by holders, exact symbol first', async () => {
    const usdt = await suggest(db().read, 'usdt', 5);
    expect(usdt[0]).toMatchObject({ kind: 'token', key: USDT, label: 'Tether USD (USDT)', exact: true });
    const t = await suggest(db().read, 'Te', 5);
    expect(kinds(t)).toContain('token');
    expect(t.find((s) => s.kind === 'token')?.key).toBe(USDT);
    // The native POX row is not a token to suggest.
    expect((await suggest(db().read, 'PO', 5)).some((s) => s.kind === 'token')).toBe(false);
  });

  it('finds contracts by verified name and SRs by name or URL', async () => {
    const dice = await suggest(db().read, 'lucky', 5);
    expect(dice).toEqual([{ kind: 'contract', key: GAME, label: 'LuckyDice', detail: GAME, exact: false }]);
    const sr = await suggest(db().read, 'sr 1', 3);
    expect(sr.filter((s) => s.kind === 'witness').map((s) => s.label)).toEqual(['SR 1', 'SR 10', 'SR 11']);
    expect(sr[0]).toMatchObject({ exact: true, key: WITNESSES[1] });
    const url = await suggest(db().read, 'https://sr29.exa', 5);
    expect(url).toEqual([
      expect.objectContaining({
        kind: 'witness',
        key: WITNESSES[29],
        label: 'SR 29',
        detail: 'https://sr29.example',
      }),
    ]);
    // An SR without a name is labelled by its URL and told apart by its address.
    expect(await suggest(db().read, 'NAMEless.example', 5)).toEqual([
      {
        kind: 'witness',
        key: NAMELESS,
        label: 'https://www.nameless.example',
        detail: NAMELESS,
        exact: true,
      },
    ]);
  });

  it('puts the group with an exact match first and says nothing for nothing', async () => {
    // "SR 2" is an exact SR name; the address tag group has no exact match.
    const mixed = await suggest(db().read, 'SR 2', 5);
    expect(mixed[0]).toMatchObject({ kind: 'witness', label: 'SR 2', exact: true });
    expect(await suggest(db().read, 'zzqx', 5)).toEqual([]);
    // LIKE wildcards in the term are literal characters.
    expect(await suggest(db().read, '%%', 5)).toEqual([]);
    // Ranges without an upper end: a name of the last code point, and a hex prefix of only f.
    expect(await suggest(db().read, '\u{10ffff}\u{10ffff}', 5)).toEqual([]);
    expect(await suggest(db().read, 'f'.repeat(20), 5)).toEqual([]);
  });
});

describe('suggestion plan on PostgreSQL', () => {
  /** The statements: the names', and the identifiers' where the term can be one. */
  const statements = (term: string) => {
    const { names, identifiers } = suggestQueries(pg.kysely, term, 5);
    return [names, ...(identifiers === undefined ? [] : [identifiers])].map((q) => q.compile(pg.kysely));
  };
  /** The plans of both statements with sequential scans priced out: one left means no index serves it. */
  const plan = async (term: string) => {
    const plans: string[] = [];
    for (const q of statements(term)) plans.push(await explain(pg, q, ['enable_seqscan']));
    return plans.join('\n');
  };

  it('reads every kind through an index, never a table scan', async () => {
    const hex = await plan('ab12');
    expect(hex).not.toContain('Seq Scan');
    for (const index of [
      'blocks_hash_idx',
      'transactions_hash_idx',
      'name_tags_tag_idx',
      'contract_verifications_name_idx',
      'contracts_name_idx',
      'witnesses_name_idx',
      'witnesses_url_idx',
    ])
      expect(hex).toContain(index);
    expect(hex).toMatch(/tokens_symbol_idx|tokens_name_idx/);
    const address = await plan('TXyz');
    expect(address).not.toContain('Seq Scan');
    expect(address).toContain('accounts_address_prefix_idx');
    const height = await plan('1234');
    expect(height).toContain('blocks_pkey');
    expect(height).not.toContain('Seq Scan');
  });

  it('keeps to the indexes in the plan a prepared statement is planned once with, for any term', async () => {
    for (const statement of ['ab12', 'TXyz', 'us'].flatMap(statements)) {
      const generic = await explainGeneric(pg, statement, ['enable_seqscan']);
      expect(generic).not.toContain('Seq Scan');
      // Each index is entered at the term's prefix, not read from its start.
      const lines = generic.split('\n');
      const scans = lines.flatMap((line, i) => (/Index (Only )?Scan/.test(line) ? [i] : []));
      expect(scans.length).toBeGreaterThan(0);
      for (const i of scans) expect(lines[i + 1], lines[i]).toMatch(/Index Cond/);
    }
  });

  it('reads names in one statement whatever the term, and identifiers beside it where it can be one', () => {
    const terms = ['ab12', 'TXyz', 'usd', '1234'];
    const queries = terms.map((term) => suggestQueries(pg.kysely, term, 5));
    // One text: one prepared statement a connection, which PostgreSQL may keep one plan for.
    expect(new Set(queries.map((q) => q.names.compile(pg.kysely).sql)).size).toBe(1);
    expect(queries.map((q) => q.identifiers !== undefined)).toEqual([true, true, false, true]);
  });
});
