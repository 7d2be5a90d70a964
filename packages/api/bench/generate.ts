import type { Db } from '@poxscan/db';
import { eventTopic, parseAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { testAddress } from '../src/test/addresses.js';
import { generateDaily } from './generate-daily.js';
import { generateState } from './generate-state.js';
import { dropSecondaryIndexes, recreateIndexes } from './indexes.js';
import { startProgress, step } from './progress.js';
import { rawDataSql } from './raw-data.js';

export { existingDataset } from './progress.js';

export interface Scale {
  transactions: number;
  txPerBlock: number;
  addresses: number;
  tokens: number;
}

export interface Dataset {
  busiest: string;
  bigToken: string;
  latestBlock: number;
  txAddress: string;
}

/** A TRC20 Transfer's topic 0: the big token's logs are Transfers its ABI decodes, as real ones are. */
const TRANSFER_TOPIC = sql`decode(${eventTopic('Transfer(address,address,uint256)')}, 'hex')`;

/** Every table the generator fills: their secondary indexes are built after the load. */
const LOADED = [
  'blocks',
  'transactions',
  'transfers',
  'event_logs',
  'internal_transactions',
  'accounts',
  'tokens',
  'token_holders',
  'witnesses',
  'address_daily',
  'token_daily',
];

/**
 * Writes a synthetic but protocol-shaped chain straight into the schema: base58check addresses,
 * 64-hex hashes, dense seq positions, blocks every 3 s ending now, transfers and logs for a third of
 * the transactions. One address takes part in every 20th transaction (the busiest page). Resumes an
 * interrupted run of the same scale after its last finished step.
 */
export async function generate(db: Db, scale: Scale, log: (msg: string) => void): Promise<Dataset> {
  const addresses = Array.from({ length: scale.addresses }, (_, i) => testAddress(`bench-${i}`));
  const bigToken = testAddress('bench-token-0');
  const blocks = Math.ceil(scale.transactions / scale.txPerBlock);
  const hex = (address: string) => (parseAddress(address) as { hex: string }).hex;
  const n = scale.addresses;
  const per = scale.txPerBlock;
  const start = await startProgress(db, scale, Date.now() - blocks * 3000, log);
  await step(db, 'drop secondary indexes', log, (k) => dropSecondaryIndexes(k, LOADED));
  await step(db, 'addresses', log, async (k) => {
    await sql`CREATE TABLE bench_addr (i int PRIMARY KEY, address text NOT NULL, hex bytea NOT NULL)`.execute(
      k,
    );
    for (let i = 0; i < addresses.length; i += 10_000) {
      const chunk = addresses.slice(i, i + 10_000);
      await sql`INSERT INTO bench_addr SELECT i - 1 + ${i}, a, decode(h, 'hex')
        FROM unnest(${chunk}::text[], ${chunk.map(hex)}::text[]) WITH ORDINALITY AS t(a, h, i)`.execute(k);
    }
    return `${n} rows`;
  });
  await step(db, 'blocks', log, async (k) => {
    await sql`
      INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size, tx_count,
        transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward, last_tx_seq,
        last_transfer_seq)
      SELECT b, md5(b::text) || md5((b + 1)::text), md5((b - 1)::text) || md5(b::text),
        to_timestamp((${start}::bigint + b::bigint * 3000) / 1000.0), a.address, md5('r' || b) || md5('t' || b), 30, 1200,
        n.txs, n.txs, 0, 0, 0, 267 * n.txs, 0, 16000000, LEAST(b::bigint * ${per}, ${scale.transactions}),
        LEAST(b::bigint * ${per}, ${scale.transactions})
      FROM generate_series(0, ${blocks}) b JOIN bench_addr a ON a.i = b % 27
      CROSS JOIN LATERAL (SELECT CASE WHEN b = 0 THEN 0
        ELSE LEAST(${per}, ${scale.transactions} - (b - 1)::bigint * ${per}) END AS txs) n`.execute(k);
    return `${blocks + 1} rows`;
  });
  // seq g → block (g-1)/per + 1; every 20th owned by the busiest address; g%3=0 is a token
  // call, whose energy every second time the caller's stake pays (g%6=0) and otherwise is burned.
  await step(db, 'transactions', log, async (k) => {
    await sql`
      INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, to_address,
        amount, token_id, fee, energy_usage, energy_fee, net_usage, net_fee, fee_limit, success, result,
        result_message, revert_reason, method_id, memo, signatures, parameter, raw_data, caller_energy_usage)
      SELECT g, decode(md5('tx' || g) || md5('x' || g), 'hex'), (g - 1) / ${per} + 1,
        to_timestamp((${start}::bigint + ((g - 1) / ${per} + 1) * 3000) / 1000.0),
        CASE WHEN g % 3 = 0 THEN 31 ELSE 1 END, o.address,
        CASE WHEN g % 3 = 0 THEN ${bigToken} ELSE r.address END,
        v.amount, NULL, CASE WHEN g % 3 = 0 AND g % 6 <> 0 THEN 345000 ELSE 0 END,
        CASE WHEN g % 3 = 0 THEN 13000 END, CASE WHEN g % 3 = 0 AND g % 6 <> 0 THEN 345000 ELSE 0 END,
        267, 0, CASE WHEN g % 3 = 0 THEN 100000000 END, true, NULL, NULL, NULL,
        CASE WHEN g % 3 = 0 THEN 'a9059cbb' END, NULL, '[]'::jsonb, NULL, ${sql.raw(rawDataSql())},
        CASE WHEN g % 6 = 0 THEN 13000 END
      FROM generate_series(1::bigint, ${scale.transactions}) g
      JOIN bench_addr o ON o.i = CASE WHEN g % 20 = 0 THEN 0 ELSE (g * 7919) % ${n} END
      JOIN bench_addr r ON r.i = (g * 104729 + 1) % ${n}
      CROSS JOIN LATERAL (SELECT o.hex AS owner, r.hex AS recipient, decode(${hex(bigToken)}, 'hex') AS token,
        (g - 1) / ${per} + 1 AS blk, ${start}::bigint + ((g - 1) / ${per} + 1) * 3000 AS ms,
        CASE WHEN g % 3 = 0 THEN 0 ELSE (g % 250 + 3) * 1000000 END AS amount) v`.execute(k);
    return `${scale.transactions} rows`;
  });
  await step(db, 'transfers', log, async (k) => {
    await sql`
      INSERT INTO transfers (seq, tx_seq, standard, token_id, from_address, to_address, amount, nft_id)
      SELECT seq, seq,
        CASE WHEN contract_type = 31 THEN 'PRC20' ELSE 'POX' END, CASE WHEN contract_type = 31 THEN ${bigToken} ELSE '_' END,
        owner_address,
        CASE WHEN contract_type = 31 THEN (SELECT address FROM bench_addr WHERE i = (seq * 31) % ${n}) ELSE to_address END,
        CASE WHEN contract_type = 31 THEN (seq % 5000 + 1) * 1000000 ELSE amount END, NULL
      FROM transactions`.execute(k);
    return undefined;
  });
  await step(db, 'event logs', log, async (k) => {
    await sql`
      INSERT INTO event_logs (tx_seq, log_index, contract_address, topic0, topic1, topic2, topic3, data, event_name)
      SELECT seq, 0, to_address, ${TRANSFER_TOPIC}, decode(lpad(to_hex(seq % 400000 + 1), 40, '0'), 'hex'),
        decode(lpad(to_hex(seq * 7 % 400000 + 1), 40, '0'), 'hex'), NULL,
        decode(lpad(to_hex(seq % 5000 + 1), 64, '0'), 'hex'), 'Transfer'
      FROM transactions WHERE contract_type = 31`.execute(k);
    await sql`
      INSERT INTO event_signatures (topic0, signature)
      VALUES (${TRANSFER_TOPIC}, 'Transfer(address,address,uint256)')`.execute(k);
    return undefined;
  });
  // Every 30th transaction (a token call) pays the busiest address from the token contract, so its
  // TronGrid list merges transactions it takes part in only internally (search_internal).
  await step(db, 'internal transactions', log, async (k) => {
    await sql`
      INSERT INTO internal_transactions (tx_seq, idx, hash, caller_address, to_address, call_value, token_values,
        note, rejected)
      SELECT seq, 0, md5('itx' || seq) || md5('i' || seq), to_address,
        ${addresses[0]!}, 1000000, NULL, 'call', false
      FROM transactions WHERE seq % 30 = 15`.execute(k);
    return undefined;
  });
  await step(db, 'state', log, (k) => generateState(k, scale, bigToken, blocks));
  await step(db, 'daily rows', log, generateDaily);
  await recreateIndexes(db, log);
  await step(db, 'analyze', log, async (k) => {
    await sql`DROP TABLE bench_addr, bench_indexes`.execute(k);
    await sql`ANALYZE`.execute(k);
    return undefined;
  });
  await step(db, 'complete', log, async () => undefined);
  return { busiest: addresses[0]!, bigToken, latestBlock: blocks, txAddress: addresses[1]! };
}
