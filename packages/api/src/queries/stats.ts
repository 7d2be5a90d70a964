import type { ReadDb } from '../db/read-model.js';
import type { HomeStats } from '../schemas/stats.js';
import { amount, int } from './convert.js';
import { readCounters } from './counters.js';
import { firstSeqSince } from './transactions.js';

/** The home page's figures: counters plus two index probes. */
export async function homeStats(db: ReadDb): Promise<HomeStats> {
  const [c, latest, first] = await Promise.all([
    readCounters(db, [
      'latest_block',
      'solidified_block',
      'transactions',
      'transfers',
      'accounts',
      'tokens',
      'contracts',
      'witnesses',
      'total_staked',
      'total_supply',
    ]),
    db.selectFrom('blocks').select('timestamp').orderBy('number', 'desc').limit(1).executeTakeFirst(),
    firstSeqSince(db, 'transactions', 24),
  ]);
  const transactions = int(c.transactions);
  return {
    latestBlock: int(c.latest_block),
    latestSolidifiedBlock: int(c.solidified_block),
    latestBlockTime: latest ? latest.timestamp.getTime() : null,
    transactions,
    transfers: int(c.transfers),
    accounts: int(c.accounts),
    tokens: int(c.tokens),
    contracts: int(c.contracts),
    witnesses: int(c.witnesses),
    transactions24h: first === undefined ? 0 : Math.max(0, transactions - int(first) + 1),
    totalStaked: amount(c.total_staked),
    totalSupply: amount(c.total_supply),
  };
}
