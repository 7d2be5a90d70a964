import { firstTransferSeqFrom, firstTxSeqFrom, type TokenStandard, txUsage } from '@poxscan/db';
import { sql } from 'kysely';
import type { Trx } from '../write/bulk.js';
import type { BlockView, CreatedView, TransferView, TxView } from './aggregate.js';
import {
  DELEGATE,
  delegationResource,
  RESOURCE_COLUMNS,
  type ResourceColumns,
  UNDELEGATE,
} from './delegation-resource.js';

export interface Orphaned {
  blocks: BlockView[];
  txs: TxView[];
  transfers: TransferView[];
  created: CreatedView[];
  /** seq of the first orphaned transaction (one past the last kept) */
  firstTxSeq: number;
  /** seq of the first orphaned transfer (one past the last kept) */
  firstTransferSeq: number;
  eventCount: number;
  internalTxCount: number;
}

/** Reads back the rows of blocks `fork`… in the shapes the forward path aggregated them from. */
export async function readOrphaned(trx: Trx, fork: number): Promise<Orphaned> {
  const blocks = await sql<{
    num: number;
    ms: number;
    witness_address: string;
    fee: string;
    energy_used: number;
    net_used: number;
    reward: string;
    standby_reward: string;
    event_count: number;
    internal_tx_count: number;
  }>`
    SELECT num, (extract(epoch FROM block_time) * 1000)::bigint AS ms, witness_address, fee::text AS fee, energy_used, net_used, reward::text AS reward, standby_reward::text AS standby_reward, event_count, internal_tx_count
    FROM blocks WHERE num >= ${fork} ORDER BY num`.execute(trx);
  const first = await sql<{ tx: number | null; transfer: number | null }>`
    SELECT COALESCE(${firstTxSeqFrom(fork)}, (SELECT COALESCE(max(seq), 0) + 1 FROM transactions)) AS tx,
      COALESCE(${firstTransferSeqFrom(fork)}, (SELECT COALESCE(max(seq), 0) + 1 FROM transfers)) AS transfer`.execute(
    trx,
  );
  const firstTxSeq = Number(first.rows[0]!.tx);
  const firstTransferSeq = Number(first.rows[0]!.transfer);
  const txs = await sql<
    ResourceColumns & {
      block_num: number;
      ms: number;
      success: boolean;
      amount: string;
      fee: string;
      energy_usage: number;
    }
  >`
    SELECT block_num, (extract(epoch FROM block_time) * 1000)::bigint AS ms, contract_type, owner_address, to_address, success, amount::text AS amount, fee::text AS fee, ${txUsage('energy_usage')} AS energy_usage,
      ${RESOURCE_COLUMNS}
    FROM transactions WHERE seq >= ${firstTxSeq} ORDER BY seq`.execute(trx);
  const transfers = await sql<{
    block_num: number;
    ms: number;
    standard: TokenStandard;
    token_id: string;
    from_address: string;
    to_address: string;
    amount: string;
  }>`
    SELECT x.block_num, (extract(epoch FROM x.block_time) * 1000)::bigint AS ms, f.standard, f.token_id, f.from_address,
      f.to_address, f.amount::text AS amount
    FROM transfers f JOIN transactions x ON x.seq = f.tx_seq WHERE f.seq >= ${firstTransferSeq} ORDER BY f.seq`.execute(
    trx,
  );
  const created = await sql<{ block_num: number; ms: number; address: string }>`
    SELECT created_block AS block_num, (extract(epoch FROM created_at) * 1000)::bigint AS ms, address
    FROM contracts WHERE created_block >= ${fork} ORDER BY created_block, address`.execute(trx);
  return {
    blocks: blocks.rows.map((b) => ({
      num: b.num,
      time: b.ms,
      witness: b.witness_address,
      fee: BigInt(b.fee),
      energyUsed: b.energy_used,
      netUsed: b.net_used,
      reward: BigInt(b.reward),
      standbyReward: BigInt(b.standby_reward),
    })),
    txs: txs.rows.map((t) => ({
      blockNum: t.block_num,
      time: t.ms,
      contractType: t.contract_type,
      owner: t.owner_address,
      to: t.to_address,
      success: t.success,
      amount: BigInt(t.amount),
      fee: BigInt(t.fee),
      energyUsage: t.energy_usage,
      resource:
        t.contract_type === DELEGATE || t.contract_type === UNDELEGATE ? delegationResource(t) : undefined,
    })),
    transfers: transfers.rows.map((t) => ({
      blockNum: t.block_num,
      time: t.ms,
      standard: t.standard,
      tokenId: t.token_id,
      from: t.from_address,
      to: t.to_address,
      amount: BigInt(t.amount),
    })),
    created: created.rows.map((c) => ({ blockNum: c.block_num, time: c.ms, address: c.address })),
    firstTxSeq,
    firstTransferSeq,
    eventCount: blocks.rows.reduce((n, b) => n + b.event_count, 0),
    internalTxCount: blocks.rows.reduce((n, b) => n + b.internal_tx_count, 0),
  };
}
