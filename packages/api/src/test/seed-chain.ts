import type { Db } from '@poxscan/db';
import { txHashValue } from '@poxscan/db';
import { testAddress, testHash } from './addresses.js';

export const A = testAddress('alice');
export const B = testAddress('bob');
export const USDT = testAddress('usdt-contract');
export const GAME = testAddress('game-contract');
/** 30 witnesses: the 27 most voted are SRs, the other 3 partners. */
export const WITNESSES = Array.from({ length: 30 }, (_, i) => testAddress(`witness-${i}`));
export const BLOCKS = 60;
/** Blocks 1..59 hold two transactions each: a POX transfer A→B, then a USDT transfer B→A. */
export const TRANSACTIONS = (BLOCKS - 1) * 2;
export const T0 = Date.now() - 2 * 3600_000;
export const blockHash = (n: number) => testHash(`block-${n}`);
export const txHash = (seq: number) => testHash(`tx-${seq}`);
/** Block 7's USDT call fails: it moves nothing. */
export const FAILED_BLOCK = 7;

/** A small, consistent chain history: every list and detail has something to show. */
export async function seedChain(db: Db, t0 = T0): Promise<void> {
  const time = (n: number) => new Date(t0 + n * 3000);
  const k = db.kysely;
  await k
    .insertInto('blocks')
    .values(
      Array.from({ length: BLOCKS }, (_, n) => ({
        num: n,
        hash: blockHash(n),
        parent_hash: n === 0 ? '0'.repeat(64) : blockHash(n - 1),
        block_time: time(n),
        witness_address: WITNESSES[n % 5]!,
        tx_trie_root: testHash(`root-${n}`),
        version: 30,
        size: 200 + n,
        tx_count: n === 0 ? 0 : 2,
        transfer_count: n === 0 ? 0 : n === FAILED_BLOCK ? 1 : 2,
        internal_tx_count: n === 2 ? 1 : 0,
        event_count: n === 0 || n === FAILED_BLOCK ? 0 : 1,
        energy_used: n * 10,
        net_used: n * 267,
        fee: String(n * 1000),
        reward: '16000000',
        last_tx_seq: n * 2,
        last_transfer_seq: n < FAILED_BLOCK ? n * 2 : n * 2 - 1,
      })),
    )
    .execute();
  const txs = [];
  const transfers = [];
  const logs = [];
  for (let n = 1; n < BLOCKS; n++) {
    for (const i of [0, 1]) {
      const seq = (n - 1) * 2 + i + 1;
      const pox = i === 0;
      const failed = n === FAILED_BLOCK && !pox;
      const at = { block_num: n, block_time: time(n) };
      txs.push({
        ...at,
        seq,
        hash: txHashValue(txHash(seq)),
        contract_type: pox ? 1 : 31,
        owner_address: pox ? A : B,
        to_address: pox ? B : USDT,
        amount: pox ? String(n * 1_000_000) : '0',
        token_id: null,
        fee: pox ? '0' : '345000',
        energy_usage: pox ? 0 : 13_000,
        energy_fee: pox ? '0' : '345000',
        net_usage: 267,
        net_fee: '0',
        fee_limit: pox ? null : 100_000_000,
        success: !failed,
        result: failed ? 'REVERT' : 'SUCCESS',
        result_message: null,
        revert_reason: failed ? 'insufficient balance' : null,
        method_id: pox ? null : 'a9059cbb',
        memo: seq === 1 ? '=HYPERLINK("x")' : null,
        signatures: JSON.stringify([testHash(`sig-${seq}`) + testHash(`sig2-${seq}`).slice(0, 66)]),
        parameter: JSON.stringify(
          pox ? { owner_address: A, to_address: B, amount: n * 1_000_000 } : { owner_address: B },
        ),
      });
      if (failed) continue;
      transfers.push({
        seq: transfers.length + 1,
        tx_seq: seq,
        standard: pox ? ('POX' as const) : ('PRC20' as const),
        token_id: pox ? '_' : USDT,
        from_address: pox ? A : B,
        to_address: pox ? B : A,
        amount: pox ? String(n * 1_000_000) : String(n * 1_500_000),
        nft_id: null,
      });
      if (!pox) {
        logs.push({
          tx_seq: seq,
          log_index: 0,
          contract_address: USDT,
          topic0: `\\x${testHash('Transfer(address,address,uint256)')}`,
          topic1: null,
          topic2: null,
          topic3: null,
          data: `\\x${(n * 1_500_000).toString(16).padStart(64, '0')}`,
          event_name: 'Transfer',
        });
      }
    }
  }
  await k.insertInto('transactions').values(txs).execute();
  await k.insertInto('transfers').values(transfers).execute();
  await k.insertInto('event_logs').values(logs).execute();
  await k
    .insertInto('event_signatures')
    .values({
      topic0: `\\x${testHash('Transfer(address,address,uint256)')}`,
      signature: 'Transfer(address,address,uint256)',
    })
    .execute();
  await k
    .insertInto('internal_transactions')
    .values({
      tx_seq: 4,
      idx: 0,
      hash: testHash('internal-1'),
      caller_address: USDT,
      to_address: A,
      call_value: '5',
      token_values: null,
      note: 'call',
      rejected: false,
    })
    .execute();
}

/** How many transfers the chain holds (one failed call moved nothing). */
export const TRANSFERS = TRANSACTIONS - 1;
