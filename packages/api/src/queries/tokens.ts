import { sql } from 'kysely';
import type { ReadDb } from '../db/read-model.js';
import type { TokenDetail, TokenSummary } from '../schemas/tokens.js';
import { amount, int, ms } from './convert.js';
import { readCounters } from './counters.js';
import { firstSeqSince } from './transactions.js';

type TokenRow = {
  id: string;
  standard: 'POX' | 'PRC10' | 'PRC20';
  name: string;
  symbol: string;
  decimals: number;
  total_supply: string;
  holders: string;
  transfers: string;
  logo_url: string | null;
  verified: boolean;
};

export const toTokenSummary = (r: TokenRow): TokenSummary => ({
  id: r.id,
  standard: r.standard,
  name: r.name,
  symbol: r.symbol,
  decimals: r.decimals,
  totalSupply: amount(r.total_supply),
  holders: int(r.holders),
  transfers: int(r.transfers),
  logoUrl: r.logo_url,
  verified: r.verified,
});

/** Tokens other than POX, most holders first; `type` picks a standard. */
export async function listTokens(db: ReadDb, type: 'all' | 'prc10' | 'prc20', page: number, limit: number) {
  const standard = type === 'prc10' ? 'PRC10' : type === 'prc20' ? 'PRC20' : undefined;
  let q = db.selectFrom('tokens').selectAll().where('standard', '!=', 'POX');
  if (standard) q = q.where('standard', '=', standard);
  const [rows, c] = await Promise.all([
    q
      .orderBy('holders', 'desc')
      .orderBy('id')
      .offset((page - 1) * limit)
      .limit(limit)
      .execute(),
    readCounters(db, ['tokens', 'tokens_prc10', 'tokens_prc20']),
  ]);
  const total = type === 'prc10' ? c.tokens_prc10 : type === 'prc20' ? c.tokens_prc20 : c.tokens;
  return { items: rows.map(toTokenSummary), page, limit, total: int(total), nextCursor: null };
}

export async function getToken(db: ReadDb, id: string): Promise<TokenDetail | undefined> {
  const r = await db.selectFrom('tokens').selectAll().where('id', '=', id).executeTakeFirst();
  if (r === undefined) return undefined;
  return {
    ...toTokenSummary(r),
    issuer: r.issuer,
    createdAt: ms(r.created_at),
    description: r.description,
    websiteUrl: r.website_url,
  };
}

/** Largest balances first, capped like every balance-ordered list (page × limit ≤ 10,000). */
export async function tokenHolders(db: ReadDb, tokenId: string, page: number, limit: number) {
  const token = await db
    .selectFrom('tokens')
    .select(['total_supply', 'holders'])
    .where('id', '=', tokenId)
    .executeTakeFirst();
  if (token === undefined) return undefined;
  const offset = (page - 1) * limit;
  const rows = await db
    .selectFrom('token_balances')
    .select(['address', 'balance'])
    .where('token_id', '=', tokenId)
    .where('balance', '>', '0')
    .orderBy('balance', 'desc')
    .orderBy('address')
    .offset(offset)
    .limit(limit)
    .execute();
  const supply = Number(token.total_supply);
  return {
    items: rows.map((r, i) => ({
      rank: offset + i + 1,
      address: r.address,
      balance: amount(r.balance),
      share: supply > 0 ? Number(r.balance) / supply : 0,
    })),
    page,
    limit,
    total: int(token.holders),
    nextCursor: null,
  };
}

/** Tokens with the most transfers over the last 24 h (the day's transfers only, by position). */
export async function trendingTokens(db: ReadDb, limit = 10) {
  const first = await firstSeqSince(db, 'transfers', 24);
  if (first === undefined) return [];
  const rows = await db
    .selectFrom('transfers as tr')
    .innerJoin('tokens as t', 't.id', 'tr.token_id')
    .selectAll('t')
    .select(sql<string>`count(*)`.as('n'))
    .where('tr.seq', '>=', first)
    .where('tr.token_id', '!=', '_')
    .groupBy('t.id')
    .orderBy('n', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...toTokenSummary(r), transfers24h: int(r.n) }));
}

/** The native token, with its top holders (from the balance index). */
export async function nativeToken(db: ReadDb) {
  const [c, top] = await Promise.all([
    readCounters(db, ['total_supply', 'pox_holders', 'transfers']),
    db
      .selectFrom('accounts')
      .select(['address', 'balance'])
      .orderBy('balance', 'desc')
      .orderBy('address')
      .limit(10)
      .execute(),
  ]);
  const pox = await db.selectFrom('tokens').select('transfers').where('id', '=', '_').executeTakeFirst();
  return {
    name: 'POX',
    symbol: 'POX',
    decimals: 6,
    totalSupply: amount(c.total_supply),
    holders: int(c.pox_holders),
    transfers: int(pox?.transfers ?? c.transfers),
    topHolders: top.map((r) => ({ address: r.address, balance: amount(r.balance) })),
  };
}
