import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { ContractDetail, ContractSummary, ContractsSort } from '../schemas/contracts.js';
import { amount } from './convert.js';
import { readCounters } from './counters.js';

function contractQuery(db: ReadDb) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('contract_verifications as v', 'v.address', 'c.address')
    .leftJoin('accounts as a', 'a.address', 'c.address')
    .leftJoin('tokens as t', 't.id', 'c.address')
    .select([
      'c.address',
      'c.name',
      'c.creator_address',
      'c.created_tx_hash',
      'c.created_at',
      'c.abi',
      'v.contract_name',
      'v.compiler_version',
      'v.license',
      'v.sources',
      'v.abi as verified_abi',
      'c.tx_count',
      'a.balance',
      't.id as token_id',
      sql<boolean>`v.address is not null`.as('verified'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof contractQuery>['execute']>>[number];

const toSummary = (r: Row): ContractSummary => ({
  address: r.address,
  name: r.contract_name ?? r.name,
  creator: r.creator_address,
  createdAt: r.created_at.getTime(),
  verified: r.verified,
  transactionCount: r.tx_count,
  balance: amount(r.balance),
  tokenId: r.token_id,
});

/**
 * Newest first, by transactions (`contracts_calls_idx`), or by balance through the `accounts` index
 * restricted to `kind = 'contract'`; capped like the other offset lists (page × limit ≤ 10,000).
 */
export async function listContracts(
  db: ReadDb,
  opts: { verifiedOnly: boolean; sort: ContractsSort; page: number; limit: number; verifiedTotal: number },
) {
  let q = contractQuery(db);
  if (opts.verifiedOnly) q = q.where('v.address', 'is not', null);
  if (opts.sort === 'created') q = q.orderBy('c.created_block', 'desc').orderBy('c.address');
  else if (opts.sort === 'calls') q = q.orderBy('c.tx_count', 'desc').orderBy('c.address');
  else q = q.where('a.kind', '=', 'contract').orderBy('a.balance', 'desc').orderBy('a.address');
  const [rows, c] = await Promise.all([
    q
      .offset((opts.page - 1) * opts.limit)
      .limit(opts.limit)
      .execute(),
    readCounters(db, ['contracts']),
  ]);
  return {
    items: rows.map(toSummary),
    page: opts.page,
    limit: opts.limit,
    total: opts.verifiedOnly ? opts.verifiedTotal : c.contracts,
    nextCursor: null,
  };
}

export async function getContract(db: ReadDb, address: string): Promise<ContractDetail | undefined> {
  const r = await contractQuery(db).where('c.address', '=', address).executeTakeFirst();
  if (r === undefined) return undefined;
  const sources = r.sources ? Object.values(r.sources).join('\n') : null;
  const abi = r.verified_abi ?? r.abi;
  return {
    ...toSummary(r),
    creationTransaction: r.created_tx_hash,
    compiler: r.compiler_version,
    license: r.license,
    abi: Array.isArray(abi) ? abi : null,
    source: sources,
  };
}

/** Contract extra details and slider: its activity and, for a token contract, the token's figures. */
export async function contractExtra(db: ReadDb, address: string) {
  const c = await db
    .selectFrom('contracts as c')
    .leftJoin('tokens as t', 't.id', 'c.address')
    .select([
      'c.address',
      'c.tx_count',
      't.id',
      't.symbol',
      't.decimals',
      't.total_supply',
      't.holder_count',
      't.transfer_count',
    ])
    .where('c.address', '=', address)
    .executeTakeFirst();
  if (c === undefined) return undefined;
  return {
    address: c.address,
    transactionCount: c.tx_count,
    token:
      c.id === null
        ? null
        : {
            id: c.id,
            symbol: c.symbol ?? '',
            decimals: c.decimals ?? 0,
            totalSupply: amount(c.total_supply),
            holders: c.holder_count ?? 0,
            transfers: c.transfer_count ?? 0,
          },
  };
}

/** Token contracts are the PRC20 and PRC721 ones: a PRC10 token is no contract. */
export async function contractsStats(db: ReadDb, verified: number) {
  const c = await readCounters(db, ['contracts', 'tokens_prc20', 'tokens_prc721']);
  return { contracts: c.contracts, verified, tokens: c.tokens_prc20 + c.tokens_prc721 };
}
