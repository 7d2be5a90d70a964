import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbiCache } from '../decode/context.js';
import type { DecodedBlock, Seqs } from '../decode/rows.js';
import { NodeClient } from '../node/client.js';
import { decodeBlocks, downloadBlocks } from '../sync/fetch.js';
import { freshDatabase, quietDevnet, stopPostgres } from '../test/harness.js';
import { asArrays } from './chain-arrays.js';
import { insertChainRows } from './chain-rows.js';
import { asText, renumber } from './chain-text.js';

describe('renumber', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const shifted = (text: string, first: number, second?: number) =>
    Buffer.from(renumber(bytes(text), first, second)).toString('utf8');

  it("moves each line's leading seq, or its two leading seqs, on by their bases", () => {
    expect(shifted('1\ta\tb\n2\t\\N\n', 40)).toBe('41\ta\tb\n42\t\\N\n');
    expect(shifted('1\t3\tx\n2\t3\ty\n', 100, 7)).toBe('101\t10\tx\n102\t10\ty\n');
    expect(shifted('7\t2\tünï\n', 1)).toBe('8\t2\tünï\n');
    expect(shifted('', 5)).toBe('');
    expect(shifted('1004\t503\tx\n', -1000, -500)).toBe('4\t3\tx\n');
  });

  it('keeps the very bytes it was given when nothing moves', () => {
    const rows = bytes('4\t3\tx\n');
    expect(renumber(rows, 0, 0)).toBe(rows);
    expect(renumber(rows, 0)).toBe(rows);
  });
});

const CHAIN_TABLES = {
  blocks: 'num',
  transactions: 'seq',
  event_logs: 'tx_seq, log_index',
  event_signatures: 'topic0',
  internal_transactions: 'tx_seq, idx',
  transfers: 'seq',
};

async function chainTables(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(CHAIN_TABLES)) {
    const { rows } = await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.raw(order)}`.execute(
      db.kysely,
    );
    out[table] = rows;
  }
  return out;
}

/** Writes the blocks in two batches, as the indexer would, each numbered on from the last. */
async function written(blocks: DecodedBlock[], copy: boolean): Promise<Record<string, unknown[]>> {
  const db = await freshDatabase('PostgreSQL');
  try {
    await db.migrate();
    const half = Math.floor(blocks.length / 2);
    let seqs: Seqs = { tx: 0, transfer: 0 };
    for (const batch of [blocks.slice(0, half), blocks.slice(half)]) {
      const from = seqs;
      seqs = await db.kysely.transaction().execute((trx) => insertChainRows(trx, batch, from, copy));
    }
    return await chainTables(db);
  } finally {
    await db.close();
  }
}

describe('chain rows as COPY text and as array literals', () => {
  let devnet: Devnet;
  let blocks: DecodedBlock[];

  beforeAll(async () => {
    devnet = await quietDevnet('high');
    await devnet.hooks.produceBlocks(24);
    const node = new NodeClient({ fullnodeUrl: devnet.url });
    const context = { node, abis: new AbiCache(node), pay: async () => ({ witness: 16n, standby: 160n }) };
    blocks = await decodeBlocks(context, await downloadBlocks(context, 1, 24));
  }, 120_000);

  afterAll(async () => {
    await devnet?.stop();
    await stopPostgres();
  });

  it('store the same rows in either form, made on either thread, numbered from anywhere', async () => {
    const txs = blocks.flatMap((b) => b.txs);
    // Rows of every kind, or the comparison proves nothing for the kind that is missing.
    expect(txs.length).toBeGreaterThan(100);
    expect(txs.some((t) => (t.stored?.logs.length ?? 0) > 0)).toBe(true);
    expect(txs.some((t) => (t.stored?.internals.length ?? 0) > 0)).toBe(true);
    expect(txs.some((t) => t.transfers.length > 0)).toBe(true);
    const madeHere = await written(blocks, true);
    for (const [form, copy, made] of [
      ['COPY text', true, asText],
      ['array literals', false, asArrays],
    ] as const) {
      // As the thread numbers them: on from the seqs the writer starts at, so no row is renumbered.
      const fromThread = made(blocks, { tx: 0, transfer: 0 });
      expect(fromThread.blocks.every((b) => b.txs.every((t) => t.stored === null))).toBe(true);
      expect(fromThread.after).toEqual({
        tx: txs.length,
        transfer: txs.reduce((n, t) => n + t.transfers.length, 0),
      });
      // Numbered from where the writer is not (a thread restarted, a reorg): the writer moves them.
      const elsewhere = made(blocks, { tx: 1000, transfer: 500 }).blocks;
      const eachFromZero = blocks.map((b) => made([b], { tx: 0, transfer: 0 }).blocks[0]!);
      // With the array literals, also made by the writer (blocks that came without them).
      for (const each of copy
        ? [fromThread.blocks, elsewhere, eachFromZero]
        : [fromThread.blocks, elsewhere, eachFromZero, blocks]) {
        const rows = await written(each, copy);
        for (const table of Object.keys(CHAIN_TABLES)) {
          expect(madeHere[table]!.length, table).toBeGreaterThan(0);
          expect(rows[table], `${form}: ${table}`).toEqual(madeHere[table]);
        }
      }
    }
  }, 180_000);

  it('are refused by an engine that takes no COPY', async () => {
    const db = await freshDatabase('PGlite');
    const withTxs = blocks.filter((b) => b.txs.length > 0);
    const start: Seqs = { tx: 0, transfer: 0 };
    try {
      await db.migrate();
      await expect(
        db.kysely.transaction().execute((trx) => insertChainRows(trx, asText(withTxs, start).blocks, start)),
      ).rejects.toThrow(/made ahead, in another form/);
    } finally {
      await db.close();
    }
  }, 60_000);
});
