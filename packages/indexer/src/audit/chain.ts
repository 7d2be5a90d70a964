import {
  blockFirstTxSeq,
  blockLastTxSeq,
  type Db,
  transfersOfTx,
  txContractAddress,
  txHashHex,
  txResult,
  txUsage,
} from '@poxscan/db';
import { sql } from 'kysely';
import { decodeBlock } from '../decode/block.js';
import { AbiCache, revertText } from '../decode/context.js';
import type { NodeClient } from '../node/client.js';
import type { Differences } from './report.js';

/** Sampled blocks (and the head) and all their transactions, re-decoded from the node and compared. */
export async function auditBlocks(
  db: Db,
  node: NodeClient,
  sample: number,
  diff: Differences,
): Promise<void> {
  const checkpoint = await db.kysely.selectFrom('sync_checkpoint').selectAll().executeTakeFirst();
  if (!checkpoint || checkpoint.block_num < 0) return;
  const theirs = await node.blockHeader(checkpoint.block_num);
  diff.compare(
    'checkpoint',
    String(checkpoint.block_num),
    'hash',
    checkpoint.block_hash,
    theirs?.blockID.toLowerCase(),
  );
  const picked = await sql<{ num: number }>`
    SELECT num FROM blocks WHERE tx_count > 0 ORDER BY random() LIMIT ${sample}`.execute(db.kysely);
  const nums = [...new Set([checkpoint.block_num, ...picked.rows.map((r) => r.num)])];
  const abis = new AbiCache(node);
  for (const num of nums) {
    const [block] = await node.blockRange(num, num + 1);
    if (block === undefined) {
      diff.compare('block', String(num), 'exists', 'yes', 'no');
      continue;
    }
    const infos = (block.transactions?.length ?? 0) > 0 ? await node.transactionInfos(num) : [];
    const pay = await db.kysely
      .selectFrom('blocks')
      .select(['reward', 'standby_reward'])
      .where('num', '=', num)
      .executeTakeFirst();
    const decoded = decodeBlock(block, infos, {
      decodeEvent: abis.decodeEvent,
      decodeRevert: revertText,
      pay: { witness: BigInt(pay?.reward ?? 0), standby: BigInt(pay?.standby_reward ?? 0) },
    });
    const ours = await db.kysely.selectFrom('blocks').selectAll().where('num', '=', num).executeTakeFirst();
    const key = String(num);
    diff.compare('block', key, 'hash', ours?.hash, decoded.block.hash);
    diff.compare('block', key, 'parent_hash', ours?.parent_hash, decoded.block.parentHash);
    diff.compare('block', key, 'witness_address', ours?.witness_address, decoded.block.witness);
    diff.compare('block', key, 'block_time', ours?.block_time.getTime(), decoded.block.time);
    diff.compare('block', key, 'tx_count', ours?.tx_count, decoded.block.txCount);
    diff.compare('block', key, 'transfer_count', ours?.transfer_count, decoded.block.transferCount);
    diff.compare('block', key, 'fee', ours?.fee, decoded.block.fee);
    const txs = await db.kysely
      .selectFrom('transactions')
      .select([
        'seq',
        txHashHex('hash').as('hash'),
        'contract_type',
        'owner_address',
        'to_address',
        'amount',
        'fee',
        'success',
        txResult('result').as('result'),
        txUsage('energy_usage').as('energy_usage'),
        txContractAddress('transactions').as('contract_address'),
      ])
      // The block's seq range, and its number: a row the range holds from another block is a difference.
      .where('seq', '>=', blockFirstTxSeq(num))
      .where('seq', '<=', blockLastTxSeq(num))
      .where('block_num', '=', num)
      .orderBy('seq')
      .execute();
    diff.compare(
      'block',
      key,
      'transactions',
      txs.map((t) => t.hash).join(','),
      decoded.txs.map((t) => t.row.hash).join(','),
    );
    for (const [i, t] of decoded.txs.entries()) {
      const row = txs[i];
      const k = t.row.hash;
      diff.compare('transaction', k, 'contract_type', row?.contract_type, t.row.contractType);
      diff.compare('transaction', k, 'owner_address', row?.owner_address, t.row.owner);
      diff.compare('transaction', k, 'to_address', row?.to_address, t.row.to);
      diff.compare('transaction', k, 'contract_address', row?.contract_address, t.row.contractAddress);
      diff.compare('transaction', k, 'amount', row?.amount, t.row.amount);
      diff.compare('transaction', k, 'fee', row?.fee, t.row.fee);
      diff.compare('transaction', k, 'success', row?.success, t.row.success);
      diff.compare('transaction', k, 'result', row?.result, t.row.result);
      diff.compare('transaction', k, 'energy_usage', row?.energy_usage, t.row.energyUsage);
      const transfers = await db.kysely
        .selectFrom('transfers')
        .select(['token_id', 'from_address', 'to_address', 'amount'])
        .where(transfersOfTx('transfers', row?.seq ?? -1, num))
        .orderBy('seq')
        .execute();
      diff.compare(
        'transaction',
        k,
        'transfers',
        transfers.map((x) => `${x.token_id}:${x.from_address}>${x.to_address}:${x.amount}`).join(' '),
        t.transfers.map((x) => `${x.tokenId}:${x.from}>${x.to}:${x.amount}`).join(' '),
      );
    }
  }
}
