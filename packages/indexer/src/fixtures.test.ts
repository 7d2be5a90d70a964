import { createHash } from 'node:crypto';
import { openDatabase, topicHex, txHashBytes, txHashHex } from '@poxscan/db';
import { rawDataHexFromStored, toBase58Address } from '@poxscan/protocol';
import { readJavaTronFixture as fixture } from '@poxscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Indexer, startIndexer } from './indexer.js';
import type { BlockJson, TransactionInfoJson, TransactionJson, WitnessJson } from './node/types.js';
import { quiet } from './test/harness.js';
import { stubNode } from './test/stub-node.js';
import { asRead, readTransaction } from './test/tx-as-read.js';

// One block made of real java-tron payloads: the header of Nile block 66987565 and five real
// transactions, each given a real receipt (whose id is set to the transaction it now belongs to).
const header = fixture<BlockJson>('getblock-1.json');
const NUM = header.block_header.raw_data.number!;
const trigger = fixture<TransactionJson>('gettransactionbyid-1.json');
const transfer = fixture<TransactionJson>('createtransaction-1.json');
const asset = fixture<TransactionJson>('transferasset-1.json');
const freeze = fixture<TransactionJson>('freezebalancev2-1.json');
const deploy = fixture<TransactionJson & { contract_address: string }>('deploycontract-1.json');
const withRet = (tx: TransactionJson): TransactionJson => ({
  ...tx,
  ret: tx.ret ?? [{ contractRet: 'SUCCESS' }],
});
const transactions = [trigger, transfer, asset, freeze, deploy].map(withRet);
const [info1, info2] = fixture<TransactionInfoJson[]>('gettransactioninfobyblocknum-1.json');
const receipt = (info: TransactionInfoJson, tx: TransactionJson): TransactionInfoJson => ({
  ...info,
  id: tx.txID,
  blockNumber: NUM,
});
// The recorded receipt cuts its log's data short with '...': the data here is the 32-byte word it starts with.
const callInfo = fixture<TransactionInfoJson>('gettransactioninfobyid-3.jsonc');
const callLog = { ...callInfo.log![0]!, data: callInfo.log![0]!.data!.replace(/\.\.\.$/, '') };
const infos: TransactionInfoJson[] = [
  receipt({ ...callInfo, log: [callLog] }, trigger),
  receipt(fixture<TransactionInfoJson>('gettransactioninfobyid-2.json'), transfer),
  receipt(info1!, asset),
  receipt(info2!, freeze),
  {
    id: deploy.txID,
    blockNumber: NUM,
    contract_address: deploy.contract_address,
    receipt: { result: 'SUCCESS' },
  },
];
const block: BlockJson = { ...header, transactions };
// The real-time tally of two SRs; listwitnesses gives them the count of the last maintenance, 1,000
// votes fewer, besides its own SR, which the tally leaves out.
const nowList = fixture<{ witnesses: WitnessJson[] }>('getpaginatednowwitnesslist-1.json').witnesses;
const listed = {
  witnesses: [
    ...fixture<{ witnesses: WitnessJson[] }>('listwitnesses-1.jsonc').witnesses,
    ...nowList.map((w) => ({ ...w, voteCount: Number(w.voteCount) - 1_000 })),
  ],
};
// java-tron caps a page silently (at 1,000 SRs); this node at one.
const nowPage = (body: Record<string, unknown>) => {
  const page = nowList.slice(Number(body.offset), Number(body.offset) + Math.min(Number(body.limit), 1));
  return page.length === 0 ? {} : { witnesses: page };
};
const b58 = (hex: string) => toBase58Address(hex);

describe('real java-tron payloads served by a stub node', () => {
  let indexer: Indexer;
  const db = openDatabase();
  let close: () => Promise<void>;

  beforeAll(async () => {
    const account = fixture<{ address: string }>('getaccount-1.json');
    const node = await stubNode({
      '/wallet/getblock': (body) =>
        body.id_or_num === undefined || Number(body.id_or_num) === NUM ? header : {},
      '/walletsolidity/getblock': () => header,
      '/wallet/getblockbylimitnext': (body) =>
        Number(body.startNum) <= NUM && Number(body.endNum) > NUM ? { block: [block] } : {},
      '/wallet/gettransactioninfobyblocknum': (body) => (Number(body.num) === NUM ? infos : []),
      '/wallet/getcontract': (body) =>
        body.value === '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f' ? fixture('getcontract-2.json') : {},
      '/wallet/getaccount': (body) => (body.address === account.address ? account : {}),
      '/wallet/getaccountresource': () => fixture('getaccountresource-1.json'),
      '/wallet/triggerconstantcontract': () => ({ result: { result: false } }),
      '/wallet/getassetissuebyid': () => ({}),
      '/wallet/listwitnesses': () => listed,
      '/wallet/getpaginatednowwitnesslist': nowPage,
      '/wallet/getBrokerage': () => ({ brokerage: 20 }),
      '/wallet/getReward': () => ({ reward: 0 }),
      '/wallet/listproposals': () => fixture('listproposals-1.jsonc'),
      '/wallet/getchainparameters': () => fixture('getchainparameters-1.jsonc'),
    });
    const opened = await db;
    indexer = await startIndexer({
      db: opened,
      fullnodeUrl: node.url,
      logger: quiet,
      startBlock: NUM,
      pollMs: 50,
    });
    await indexer.settled();
    close = async () => {
      await indexer.stop();
      await opened.close();
      await node.close();
    };
  });
  afterAll(() => close?.());

  it('stores the block', async () => {
    const row = await (await db).kysely.selectFrom('blocks').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      num: NUM,
      hash: header.blockID,
      parent_hash: header.block_header.raw_data.parentHash,
      witness_address: b58(header.block_header.raw_data.witness_address),
      tx_count: 5,
      event_count: 1,
      internal_tx_count: 1,
      fee: String(5254500 + 1100000 + 267000 + 267000),
      reward: '8000000',
    });
    expect(row.block_time.getTime()).toBe(header.block_header.raw_data.timestamp);
    expect(row.size).toBeGreaterThan(transactions.reduce((n, t) => n + t.raw_data_hex.length / 2, 0));
  });

  it('decodes a contract call with its receipt, log and internal transaction', async () => {
    const k = (await db).kysely;
    const { stored, tx } = await readTransaction(k, trigger.txID);
    // 65-byte signatures are kept as bytes, not as a list of hex text; SUCCESS as NULL (0040).
    expect(stored.signatures).toBeNull();
    expect(stored.result).toBeNull();
    expect(tx).toMatchObject({
      seq: 1,
      contract_type: 31,
      owner_address: b58('41495511a493d8c362be4267224e6d81013a6862ee'),
      to_address: b58('41eca9bc828a3005b9a3b909f2cc5c2a54794de05f'),
      contract_address: b58('41eca9bc828a3005b9a3b909f2cc5c2a54794de05f'),
      method_id: 'a9059cbb',
      fee: '5254500',
      energy_usage: 44585,
      energy_fee: '4458500',
      net_fee: '796000',
      fee_limit: 100000000,
      success: true,
      result: 'SUCCESS',
      signatures: trigger.signature,
    });
    // Topics and data are stored as bytes and read back as the hex the node gave; topic1 (an address)
    // without its word's 12 leading zero bytes and topic2 (the number 7) without its 31 (0038).
    const log = await k
      .selectFrom('event_logs')
      .select([
        'contract_address',
        sql<string>`encode(topic0, 'hex')`.as('topic0'),
        topicHex('topic1').as('topic1'),
        topicHex('topic2').as('topic2'),
        topicHex('topic3').as('topic3'),
        sql<string>`encode(data, 'hex')`.as('data'),
        sql<number>`octet_length(topic0)`.as('topic_bytes'),
        sql<number>`octet_length(topic1) + octet_length(topic2)`.as('stored_topic_bytes'),
      ])
      .where('tx_seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      contract_address: b58('419ff8fc48fb114ccd5bbdc24a86f0c73082f08825'),
      topic0: callLog.topics![0],
      topic1: callLog.topics![1],
      topic2: callLog.topics![2],
      topic3: null,
      data: callLog.data,
      topic_bytes: 32,
      stored_topic_bytes: 20 + 1,
    });
    const internal = await k
      .selectFrom('internal_transactions')
      .selectAll()
      .where('tx_seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect(internal).toMatchObject({
      note: 'call',
      caller_address: b58('419ff8fc48fb114ccd5bbdc24a86f0c73082f08825'),
      call_value: '0',
      rejected: false,
    });
    const contract = await k
      .selectFrom('contracts')
      .selectAll()
      .where('address', '=', b58('419ff8fc48fb114ccd5bbdc24a86f0c73082f08825'))
      .executeTakeFirst();
    expect(contract, 'the contract created by the receipt').toBeUndefined();
  });

  it("keeps each transaction's raw_data bytes as the node sent them, and the receipt's energy split", async () => {
    const rows = await (await db).kysely
      .selectFrom('transactions')
      .select([txHashHex('hash').as('hash'), 'caller_energy_usage', 'origin_energy_usage'])
      .select(['raw_data', 'contract_type', 'owner_address', 'to_address'])
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.hash)).toEqual(transactions.map((t) => t.txID));
    for (const [i, row] of rows.entries()) {
      const stored = Buffer.from(row.raw_data!).toString('hex');
      const columns = {
        contractType: row.contract_type,
        ownerAddress: row.owner_address,
        toAddress: row.to_address,
      };
      const hex = rawDataHexFromStored(stored, columns);
      expect(hex).toBe(transactions[i]!.raw_data_hex);
      expect(createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')).toBe(row.hash);
      // Kept without the bytes its columns give back: at least the contract's type URL.
      expect(stored.length).toBeLessThan(hex.length - 2 * 40);
    }
    // The call's receipt: 44,585 energy, all of it burned (energy_fee), none from a stake.
    expect(rows[0]).toMatchObject({ caller_energy_usage: null, origin_energy_usage: null });
  });

  it('turns POX and PRC10 movements into transfers', async () => {
    const transfers = await (await db).kysely
      .selectFrom('transfers as tr')
      .innerJoin('transactions as tx', 'tx.seq', 'tr.tx_seq')
      .selectAll('tr')
      .select(txHashHex('tx.hash').as('tx_hash'))
      .orderBy('tr.seq')
      .execute();
    expect(
      transfers.map((t) => [t.standard, t.token_id, t.from_address, t.to_address, t.amount, t.tx_hash]),
    ).toEqual([
      [
        'POX',
        '_',
        b58('41eca9bc828a3005b9a3b909f2cc5c2a54794de05f'),
        b58('41495511a493d8c362be4267224e6d81013a6862ee'),
        '1000',
        transfer.txID,
      ],
      [
        'PRC10',
        '1005416',
        b58('41dd791d6b49e190062d650e6a23c575510d35f2f9'),
        b58('4192ad11c1bf16b3b14b0bd6b5c7e2db73a0b5e83a'),
        '100',
        asset.txID,
      ],
    ]);
  });

  it('records stakes and deployments from their parameters', async () => {
    const k = (await db).kysely;
    const staked = await k
      .selectFrom('transactions')
      .selectAll()
      .where('hash', '=', txHashBytes(freeze.txID))
      .executeTakeFirstOrThrow();
    expect(staked).toMatchObject({ contract_type: 54, amount: '1000000000', to_address: null });
    // Kept once, in raw_data: readers decode the parameter from the bytes.
    expect(staked.parameter).toBeNull();
    expect(asRead(staked).parameter).toMatchObject({
      type: 'FreezeBalanceV2',
      resource: 'ENERGY',
      frozenBalance: '1000000000',
    });
    const created = await k.selectFrom('contracts').selectAll().executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      address: b58(deploy.contract_address),
      creator_address: b58('41dd791d6b49e190062d650e6a23c575510d35f2f9'),
      created_tx_hash: deploy.txID,
      created_block: NUM,
    });
  });

  it('reads accounts, SRs, proposals and parameters from the node', async () => {
    const k = (await db).kysely;
    const account = await k
      .selectFrom('accounts')
      .selectAll()
      .where('address', '=', b58('41dd791d6b49e190062d650e6a23c575510d35f2f9'))
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      balance: '1793227200',
      free_net_used: 441,
      free_net_limit: 600,
      tx_count: 3,
      transfers_out: 1,
    });
    expect(account.created_at?.getTime()).toBe(1776933207000);
    const witness = await k
      .selectFrom('witnesses')
      .selectAll()
      .where('address', '=', b58('419c7c7049d26108be0dcb5f78479c6ff27ba101d1'))
      .executeTakeFirstOrThrow();
    expect(witness).toMatchObject({
      url: 'http://sr-15.com',
      vote_count: 2320142029,
      total_produced: 1897834,
      total_missed: 252,
      is_active: true,
      productivity: '0.999867',
    });
    const proposal = await k.selectFrom('proposals').selectAll().executeTakeFirstOrThrow();
    expect(proposal).toMatchObject({
      id: 1,
      state: 'APPROVED',
      parameters: [
        { key: 9, value: '1' },
        { key: 10, value: '1' },
      ],
    });
    const param = await k
      .selectFrom('chain_parameters')
      .selectAll()
      .where('key', '=', 'getAllowCreationOfContracts')
      .executeTakeFirst();
    expect(param).toBeUndefined();
    const interval = await k
      .selectFrom('chain_parameters')
      .selectAll()
      .where('key', '=', 'getMaintenanceTimeInterval')
      .executeTakeFirstOrThrow();
    expect(interval).toMatchObject({ value: '1800000', proposal_key: 0 });
    const changes = await k.selectFrom('parameter_changes').selectAll().orderBy('proposal_key').execute();
    expect(changes.map((c) => [c.proposal_key, c.key, c.value])).toEqual([
      [9, 'getAllowCreationOfContracts', '1'],
      [10, 'getRemoveThePowerOfTheGr', '1'],
    ]);
  });

  it("reads each SR's real-time tally, page after page", async () => {
    const rows = await (await db).kysely
      .selectFrom('witnesses')
      .select(['address', 'vote_count', 'now_votes'])
      .orderBy('vote_count', 'desc')
      .execute();
    expect(rows.map((r) => [r.address, r.vote_count, r.now_votes])).toEqual([
      [b58('41608e7e1c6f6dcc1679ea512503e41ca0254e0948'), 5405849746, 5405850746],
      [b58('4139e58c94e9877bbe5556ee7acc6d6d428a3929e9'), 2322233750, 2322234750],
      [b58('419c7c7049d26108be0dcb5f78479c6ff27ba101d1'), 2320142029, null],
      // the block's producer, which neither list names
      [b58(header.block_header.raw_data.witness_address), 0, null],
    ]);
  });
});
