import { sql } from 'kysely';
import type { ReadDb } from '../db/read-model.js';
import type { ContractDetail, ContractSummary } from '../schemas/contracts.js';
import { amount, int } from './convert.js';
import { readCounters } from './counters.js';

type Row = {
  address: string;
  name: string | null;
  creator: string;
  created_at: Date;
  verified: boolean;
  tx_count: string;
  token_id: string | null;
};

const toSummary = (r: Row): ContractSummary => ({
  address: r.address,
  name: r.name,
  creator: r.creator,
  createdAt: r.created_at.getTime(),
  verified: r.verified,
  transactionCount: int(r.tx_count),
  tokenId: r.token_id,
});

/** Newest first, capped like the other offset lists (page × limit ≤ 10,000). */
export async function listContracts(db: ReadDb, verifiedOnly: boolean, page: number, limit: number) {
  let q = db
    .selectFrom('contracts')
    .select(['address', 'name', 'creator', 'created_at', 'verified', 'tx_count', 'token_id']);
  if (verifiedOnly) q = q.where('verified', '=', true);
  const [rows, c] = await Promise.all([
    q
      .orderBy('created_at', 'desc')
      .orderBy('address')
      .offset((page - 1) * limit)
      .limit(limit)
      .execute(),
    readCounters(db, ['contracts', 'verified_contracts']),
  ]);
  return {
    items: rows.map(toSummary),
    page,
    limit,
    total: int(verifiedOnly ? c.verified_contracts : c.contracts),
    nextCursor: null,
  };
}

export async function getContract(db: ReadDb, address: string): Promise<ContractDetail | undefined> {
  const r = await db
    .selectFrom('contracts as c')
    .leftJoin('accounts as a', 'a.address', 'c.address')
    .selectAll('c')
    .select('a.balance')
    .where('c.address', '=', address)
    .executeTakeFirst();
  if (r === undefined) return undefined;
  return {
    ...toSummary(r),
    creationTransaction: r.creation_tx,
    balance: amount(r.balance),
    compiler: r.compiler,
    license: r.license,
    abi: Array.isArray(r.abi) ? r.abi : null,
    source: r.source,
  };
}

/** Contract extra details and slider: its counts and, for a token contract, the token's figures. */
export async function contractExtra(db: ReadDb, address: string) {
  const c = await db
    .selectFrom('contracts as c')
    .leftJoin('tokens as t', (j) => j.on(sql<boolean>`t.id = coalesce(c.token_id, c.address)`))
    .select([
      'c.address',
      'c.tx_count',
      'c.event_count',
      't.id as t_id',
      't.symbol',
      't.decimals',
      't.total_supply',
      't.holders',
      't.transfers',
    ])
    .where('c.address', '=', address)
    .executeTakeFirst();
  if (c === undefined) return undefined;
  return {
    address: c.address,
    transactionCount: int(c.tx_count),
    eventCount: int(c.event_count),
    token:
      c.t_id === null
        ? null
        : {
            id: c.t_id,
            symbol: c.symbol ?? '',
            decimals: c.decimals ?? 0,
            totalSupply: amount(c.total_supply),
            holders: int(c.holders),
            transfers: int(c.transfers),
          },
  };
}

export async function contractsStats(db: ReadDb) {
  const c = await readCounters(db, ['contracts', 'verified_contracts', 'tokens']);
  return { contracts: int(c.contracts), verified: int(c.verified_contracts), tokens: int(c.tokens) };
}
