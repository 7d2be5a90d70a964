import type { RefreshKind } from '@poxscan/db';
import { contractTypeNumbers, isAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import type { DecodedBlock, Seqs } from '../decode/rows.js';
import { applyAddressDays } from '../derive/address-days.js';
import { aggregate } from '../derive/aggregate.js';
import { addCounters, applyDays, applyDelegations, applyWitnessBlocks } from '../derive/apply.js';
import { applySeriesDays, applyTokenDays, blockTime } from '../derive/apply-daily.js';
import { applyTokenHours } from '../derive/apply-hourly.js';
import { dailyDeltas } from '../derive/daily.js';
import { insertContracts, upsertAccounts, upsertTokens } from '../derive/forward.js';
import { applyHolders } from '../derive/holders.js';
import { movedNfts, settleNftOwners } from '../derive/nft-owners.js';
import { writeBlockRates } from './block-rates.js';
import type { Trx } from './bulk.js';
import { insertChainRows } from './chain-rows.js';
import { crossedMaintenance } from './maintenance.js';
import { enqueueExpiredUnstaking, enqueueRefreshes } from './refresh-queue.js';
import { withStandbyPay } from './standby-pay.js';
import { viewsOf } from './views.js';

export interface Checkpoint {
  blockNum: number;
  blockHash: string;
  seqs: Seqs;
}

// SRs and their tallies: votes, unstaking that shrinks or clears the owner's votes, SR creation, URL
// and brokerage.
const WITNESS_TYPES = contractTypeNumbers(
  'VoteWitnessContract',
  'UnfreezeBalanceContract',
  'UnfreezeBalanceV2Contract',
  'WitnessCreateContract',
  'WitnessUpdateContract',
  'UpdateBrokerageContract',
);
const PROPOSAL_TYPES = contractTypeNumbers(
  'ProposalCreateContract',
  'ProposalApproveContract',
  'ProposalDeleteContract',
);
const CONTRACT_SETTING_TYPES = contractTypeNumbers(
  'UpdateSettingContract',
  'UpdateEnergyLimitContract',
  'ClearABIContract',
);

/** Queues the node state the batch may have changed. */
async function enqueueTouched(
  trx: Trx,
  blocks: DecodedBlock[],
  accounts: Iterable<string>,
  tokens: Iterable<string>,
) {
  const last = blocks.at(-1)!.block;
  // One pass in loops: flatMap made an array or two a transaction, for the few that add anything.
  const contracts: string[] = [];
  const issued: string[] = [];
  let witnesses = false;
  let proposals = false;
  for (const { txs } of blocks)
    for (const { row, contractsCreated, assetIssued } of txs) {
      for (const c of contractsCreated) contracts.push(c.address);
      if (CONTRACT_SETTING_TYPES.has(row.contractType) && row.contractAddress)
        contracts.push(row.contractAddress);
      if (assetIssued) issued.push(assetIssued);
      witnesses ||= WITNESS_TYPES.has(row.contractType);
      proposals ||= PROPOSAL_TYPES.has(row.contractType);
    }
  const maintenance = await crossedMaintenance(trx, last.time);
  const requests: [RefreshKind, Iterable<string>][] = [
    // Block 0's owner label is no address: the node has no account to read for it.
    ['account', [...accounts].filter((a) => isAddress(a))],
    ['token', [...tokens].filter((t) => t !== '_')],
    ['token', issued],
    ['contract', contracts],
  ];
  if (maintenance || witnesses) requests.push(['witnesses', ['']]);
  if (maintenance || proposals) requests.push(['proposals', ['']]);
  if (maintenance) requests.push(['parameters', ['']]);
  await enqueueRefreshes(trx, requests, last.num);
  await enqueueExpiredUnstaking(trx, last.time, last.num);
}

/**
 * Writes consecutive blocks that extend the checkpoint, with all their bookkeeping and the new
 * checkpoint, inside the caller's transaction (chain rows through COPY with `copy`). Returns the new
 * checkpoint.
 */
export async function writeBatch(
  trx: Trx,
  decoded: DecodedBlock[],
  from: Checkpoint,
  copy = false,
): Promise<Checkpoint> {
  const blocks = await withStandbyPay(trx, decoded);
  const seqs = await insertChainRows(trx, blocks, from.seqs, copy);
  await writeBlockRates(trx, blocks[0]!.block.num, blocks.at(-1)!.block.num);
  const contractsByDay = await insertContracts(trx, blocks);
  const views = viewsOf(blocks);
  const deltas = aggregate(views.blocks, views.txs, views.transfers, views.created);
  const tokens = await upsertTokens(trx, blocks, deltas);
  const tokenCounts = await applyHolders(trx, deltas.holders, 1, blocks.at(-1)!.block.num);
  const newAccountsByDay = await upsertAccounts(trx, deltas, tokenCounts);
  await settleNftOwners(trx, movedNfts(blocks));
  await applyDelegations(trx, deltas.delegations, 1);
  await applyWitnessBlocks(trx, deltas.witnessBlocks, 1);
  await applyDays(trx, deltas, 1, { newAccounts: newAccountsByDay, contractsCreated: contractsByDay });
  const daily = dailyDeltas(
    views.blocks,
    views.txs,
    views.transfers,
    await blockTime(trx, blocks[0]!.block.num - 1),
  );
  const active = await applyAddressDays(trx, daily, 1);
  await applyTokenDays(trx, daily, 1);
  await applyTokenHours(trx, daily, 1, views.blocks.at(-1)!.time);
  await applySeriesDays(trx, daily, 1, tokens.byDay, active);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  await addCounters(trx, {
    ...tokens.counters,
    blocks: deltas.blocks,
    transactions: deltas.transactions,
    transfers: deltas.transfers,
    event_logs: blocks.reduce((n, b) => n + b.block.eventCount, 0),
    internal_transactions: blocks.reduce((n, b) => n + b.block.internalTxCount, 0),
    accounts: sum(newAccountsByDay),
    contracts: sum(contractsByDay),
  });
  await enqueueTouched(trx, blocks, deltas.accounts.keys(), deltas.tokens.keys());
  const last = blocks.at(-1)!.block;
  const to: Checkpoint = { blockNum: last.num, blockHash: last.hash, seqs };
  await writeCheckpoint(trx, to);
  return to;
}

export async function writeCheckpoint(trx: Trx, c: Checkpoint): Promise<void> {
  await sql`INSERT INTO sync_checkpoint (id, block_num, block_hash, tx_seq, transfer_seq, updated_at)
    VALUES (1, ${c.blockNum}, ${c.blockHash}, ${c.seqs.tx}, ${c.seqs.transfer}, now())
    ON CONFLICT (id) DO UPDATE SET block_num = EXCLUDED.block_num, block_hash = EXCLUDED.block_hash,
      tx_seq = EXCLUDED.tx_seq, transfer_seq = EXCLUDED.transfer_seq, updated_at = EXCLUDED.updated_at`.execute(
    trx,
  );
}

export async function readCheckpoint(trx: Trx): Promise<Checkpoint | undefined> {
  const row = await trx.selectFrom('sync_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
  return (
    row && {
      blockNum: row.block_num,
      blockHash: row.block_hash,
      seqs: { tx: row.tx_seq, transfer: row.transfer_seq },
    }
  );
}
