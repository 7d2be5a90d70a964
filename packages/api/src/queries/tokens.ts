import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import { reusable } from '../db/reusable.js';
import type { TokenDetail, TokenSummary } from '../schemas/tokens.js';
import { amount, ms } from './convert.js';
import { readCounters } from './counters.js';
import { transfersLastDay } from './token-activity.js';

function tokenQuery(db: ReadDb) {
  return db
    .selectFrom('tokens as t')
    .leftJoin('contract_verifications as v', 'v.address', 't.id')
    .selectAll('t')
    .select(sql<boolean>`v.address is not null`.as('verified'));
}
type TokenRow = Awaited<ReturnType<ReturnType<typeof tokenQuery>['execute']>>[number];

/**
 * A PRC721 collection need not have totalSupply() (it is ERC721 Enumerable's), and its metadata may
 * not be read yet, or was read before its latest mints: with more live token IDs than the read
 * supply it shows their count, never a supply of 0, nor one its holders' shares would exceed.
 */
function supplyOf(
  r: Pick<TokenRow, 'standard' | 'total_supply' | 'nft_count'>,
): Pick<TokenSummary, 'totalSupply' | 'totalSupplyBasis'> {
  const chain = amount(r.total_supply);
  if (r.standard === 'PRC721' && BigInt(chain) < BigInt(r.nft_count))
    return { totalSupply: String(r.nft_count), totalSupplyBasis: 'liveTokenIds' };
  return { totalSupply: chain, totalSupplyBasis: 'chain' };
}

export const toTokenSummary = (r: TokenRow): TokenSummary => ({
  id: r.id,
  standard: r.standard,
  name: r.name ?? '',
  symbol: r.symbol ?? '',
  decimals: r.decimals ?? 0,
  ...supplyOf(r),
  holders: r.holder_count,
  transfers: r.transfer_count,
  logoUrl: null,
  verified: r.id === '_' || r.verified,
});

export type TokenSort = 'holders' | 'transfers' | 'created';

/** The column each sort reads, each with an index per standard and one across all (0002, 0019). */
const SORT_COLUMN = {
  holders: 'holder_count',
  transfers: 'transfer_count',
  created: 'created_at',
} as const;

/**
 * Tokens other than POX, most holders first unless `sort` says otherwise; `type` picks a standard.
 * Ties go by id, in the opposite direction when ascending, so that either order is one index read.
 */
export async function listTokens(
  db: ReadDb,
  type: 'all' | 'prc10' | 'prc20' | 'prc721',
  page: number,
  limit: number,
  sort: TokenSort = 'holders',
  order: 'asc' | 'desc' = 'desc',
) {
  const standard = type === 'all' ? undefined : (type.toUpperCase() as 'PRC10' | 'PRC20' | 'PRC721');
  let q = tokenQuery(db)
    .leftJoin('contracts as c', 'c.address', 't.id')
    .select(['c.creator_address', 'c.created_at as contract_created_at'])
    .where('t.standard', '!=', 'POX');
  if (standard) q = q.where('t.standard', '=', standard);
  const tieOrder = order === 'desc' ? 'asc' : 'desc';
  const pageRows = q
    .orderBy(`t.${SORT_COLUMN[sort]}`, order)
    .orderBy('t.id', tieOrder)
    .offset((page - 1) * limit)
    .limit(limit)
    .as('p');
  const [rows, c] = await Promise.all([
    // The day's transfers of the page's rows only, not of the rows the offset skips.
    db
      .selectFrom(pageRows)
      .selectAll('p')
      .select(transfersLastDay('p.id').as('transfers_24h'))
      .orderBy(`p.${SORT_COLUMN[sort]}`, order)
      .orderBy('p.id', tieOrder)
      .execute(),
    readCounters(db, ['tokens', 'tokens_prc10', 'tokens_prc20', 'tokens_prc721']),
  ]);
  const total = standard === undefined ? c.tokens : c[`tokens_${type}` as 'tokens_prc10'];
  // Keys added to the summary, not `{ ...summary, … }`: V8 makes an object spread and then given new
  // keys about two hundred times slower (4 µs a row).
  const items = rows.map((r) =>
    Object.assign(toTokenSummary(r), {
      // A PRC10 token has an issuer; a contract token, its contract's creator.
      issuer: r.issuer_address ?? r.creator_address,
      createdAt: ms(r.created_at ?? r.contract_created_at),
      transfers24h: r.transfers_24h,
    }),
  );
  return { items, page, limit, total, nextCursor: null };
}

export async function getToken(db: ReadDb, id: string): Promise<TokenDetail | undefined> {
  const r = await tokenQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (r === undefined) return undefined;
  return {
    ...toTokenSummary(r),
    issuer: r.issuer_address,
    createdAt: ms(r.created_at),
    description: r.description,
    websiteUrl: r.url,
  };
}

/** Largest balances first, capped like every balance-ordered list (page × limit ≤ 10,000). */
/** A token's row, and its page of holders beside it (none: one row of nulls), in one statement. */
const holderRows = reusable((db, v: { tokenId: string; offset: number; limit: number }) =>
  db
    .selectFrom('tokens as tk')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('token_holders as h')
          .select(['h.address', 'h.balance'])
          .whereRef('h.token_id', '=', 'tk.id')
          .orderBy('h.balance', 'desc')
          .orderBy('h.address')
          .offset(v.offset)
          .limit(v.limit)
          .as('h'),
      (join) => join.onTrue(),
    )
    .select(['tk.standard', 'tk.total_supply', 'tk.nft_count', 'tk.holder_count', 'h.address', 'h.balance'])
    .where('tk.id', '=', v.tokenId)
    .orderBy('h.balance', 'desc')
    .orderBy('h.address'),
);

export async function tokenHolders(db: ReadDb, tokenId: string, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const found = await holderRows(db, { tokenId, offset, limit });
  const token = found[0];
  if (token === undefined) return undefined;
  const rows = found.flatMap((r) =>
    r.address === null || r.balance === null ? [] : [{ address: r.address, balance: r.balance }],
  );
  // The supply the token's page shows: a collection's is never below the token IDs its holders hold.
  const supply = BigInt(supplyOf(token).totalSupply);
  return {
    items: rows.map((r, i) => ({
      rank: offset + i + 1,
      address: r.address,
      balance: amount(r.balance),
      share: supply > 0n ? Number((BigInt(amount(r.balance)) * 1_000_000n) / supply) / 1_000_000 : 0,
    })),
    page,
    limit,
    total: token.holder_count,
    nextCursor: null,
  };
}

/** Tokens with the most transfers in the last 24 hours (this hour and the 23 before, from token_hourly). */
export async function trendingTokens(db: ReadDb, limit = 10) {
  const counts = db
    .selectFrom('token_hourly')
    .select(['token_id', sql<number>`sum(transfers)`.as('n')])
    .where('hour', '>', sql<Date>`now() - interval '24 hours'`)
    .where('token_id', '!=', '_')
    .groupBy('token_id')
    .as('c');
  const rows = await tokenQuery(db)
    .innerJoin(counts, 'c.token_id', 't.id')
    .select('c.n')
    .orderBy('c.n', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map((r) => Object.assign(toTokenSummary(r), { transfers24h: Number(r.n) }));
}

/** The native token, with its top holders (from the balance index). */
export async function nativeToken(db: ReadDb, totals: { totalSupply: string; poxHolders: number }) {
  const [pox, top] = await Promise.all([
    db.selectFrom('tokens').select('transfer_count').where('id', '=', '_').executeTakeFirst(),
    db
      .selectFrom('accounts')
      .select(['address', 'balance'])
      .orderBy('balance', 'desc')
      .orderBy('address')
      .limit(10)
      .execute(),
  ]);
  return {
    name: 'POX',
    symbol: 'POX',
    decimals: 6,
    totalSupply: totals.totalSupply,
    holders: totals.poxHolders,
    transfers: pox?.transfer_count ?? 0,
    topHolders: top.map((r) => ({ address: r.address, balance: amount(r.balance) })),
  };
}
