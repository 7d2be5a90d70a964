import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress, testHash } from '../test/addresses.js';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { explain } from '../test/explain.js';
import { contractsByNamePrefix, search, textTerm, tokensMatching } from './search.js';

let db: Db;
const NAMES = ['DiceGame', 'Dice', 'TetherToken', 'Staking', 'Vault'];

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const at = new Date();
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    address: testAddress(`contract-${i}`),
    creator_address: testAddress('creator'),
    created_tx_hash: testHash(`create-${i}`),
    created_block: i,
    created_at: at,
    name: `${NAMES[i % NAMES.length]}${i}`,
  }));
  for (let i = 0; i < rows.length; i += 2_000) {
    await db.kysely
      .insertInto('contracts')
      .values(rows.slice(i, i + 2_000))
      .execute();
  }
  // Thousands of tokens, as on a chain of 20 million transactions; one in 500 a dollar.
  await sql`INSERT INTO tokens (id, standard, name, symbol, decimals, holder_count)
    SELECT 'T' || lpad(g::text, 33, '0'), 'PRC20', CASE WHEN g % 500 = 0 THEN 'Wrapped USD ' ELSE 'Token ' END || g,
      CASE WHEN g % 500 = 0 THEN 'WUSD' ELSE 'TK' END || g, 6, g
    FROM generate_series(1, 4000) g`.execute(db.kysely);
  await sql`ANALYZE contracts`.execute(db.kysely);
  await sql`ANALYZE tokens`.execute(db.kysely);
}, 120_000);
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

describe('contract-name search', () => {
  it('finds names by prefix, whatever their case, in name order', async () => {
    const hits = await contractsByNamePrefix(db.read, textTerm('dicegame1999').values, true).execute();
    expect(hits.map((h) => h.name)).toEqual(['DiceGame19990', 'DiceGame19995']);
    const dice = await contractsByNamePrefix(db.read, textTerm('dice').values, true).execute();
    expect(dice).toHaveLength(50);
    expect(dice.map((h) => h.name!.toLowerCase())).toEqual(dice.map((h) => h.name!.toLowerCase()).sort());
  });

  it('reads a range of the lower(name) index instead of scanning the table', async () => {
    const plan = (await contractsByNamePrefix(db.read, textTerm('tether').values, true).explain()).map(
      (r) => Object.values(r)[0],
    );
    expect(plan.join('\n')).toContain('contracts_name_idx');
    expect(plan.join('\n')).not.toContain('Seq Scan');
  });
});

describe('token search', () => {
  it('finds a term anywhere in a name or symbol, most held first', async () => {
    const hits = await tokensMatching(db.read, textTerm('usd').values).execute();
    expect(hits.map((h) => h.holder_count)).toEqual([4000, 3500, 3000, 2500, 2000, 1500, 1000, 500]);
    expect(hits.every((h) => h.name!.includes('USD') && h.symbol!.startsWith('WUSD'))).toBe(true);
  });

  it('reads the trigram indexes, not every token', async () => {
    const plan = await explain(db, tokensMatching(db.read, textTerm('usd').values));
    expect(plan).not.toContain('Seq Scan on tokens');
    expect(plan).toMatch(/tokens_name_trgm_idx/);
    expect(plan).toMatch(/tokens_symbol_trgm_idx/);
  });
});

describe('name search', () => {
  it('ranks the tokens and contracts one statement finds, within the type asked for', async () => {
    const all = await search(db.read, 'dicegame1999', 'all');
    expect(all.map((h) => [h.kind, h.label])).toEqual([
      ['contract', 'DiceGame19990'],
      ['contract', 'DiceGame19995'],
    ]);
    const tokens = await search(db.read, 'wusd4000', 'token');
    expect(tokens[0]).toMatchObject({ kind: 'token', label: 'Wrapped USD 4000 (WUSD4000)' });
    expect(tokens.every((h) => h.kind === 'token')).toBe(true);
    expect(await search(db.read, 'dicegame1999', 'token')).toEqual([]);
    expect(await search(db.read, 'dicegame1999', 'block')).toEqual([]);
    const mixed = await search(db.read, 'wusd', 'all');
    expect(mixed.map((h) => h.kind)).toContain('token');
  });
});
