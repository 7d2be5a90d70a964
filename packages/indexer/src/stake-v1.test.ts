import { openDatabase } from '@poxscan/db';
import { toBase58Address, toHexAddress } from '@poxscan/protocol';
import { readJavaTronFixture as fixture } from '@poxscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditConsistency } from './audit/consistency.js';
import { Differences } from './audit/report.js';
import { auditAccounts } from './audit/state.js';
import { type Indexer, startIndexer } from './indexer.js';
import { NodeClient } from './node/client.js';
import type { AccountJson, BlockJson, TransactionInfoJson, TransactionJson } from './node/types.js';
import { quiet } from './test/harness.js';
import { stubNode } from './test/stub-node.js';

// A real block header holding a real signed Stake 2.0 freeze (fixtures/java-tron, see SOURCES.md),
// whose owner the node then describes with a real mainnet getaccount that still holds 26 POX of
// Stake 1.0 for energy (getaccount-3.json; its base58 vote addresses turned into the hex the indexer
// asks for). The account the payload describes is given to the freeze's owner, as the receipt is.
const header = fixture<BlockJson>('getblock-1.json');
const NUM = header.block_header.raw_data.number!;
const freeze = fixture<TransactionJson>('gettransactionbyid-3.json');
const [bandwidthOnly] = fixture<TransactionInfoJson[]>('gettransactioninfobyblocknum-1.json');
const mainnet = fixture<AccountJson>('getaccount-3.json');
const OWNER_HEX = '4159e3741a68ec3e1ebba80ad809d5ccd31674236e';
const OWNER = toBase58Address(OWNER_HEX);
const account: AccountJson = {
  ...mainnet,
  address: OWNER_HEX,
  votes: mainnet.votes?.map((v) => ({ ...v, vote_address: toHexAddress(v.vote_address) })),
};

describe('Stake 1.0 of a real account, indexed from a stub node', () => {
  let indexer: Indexer;
  let node: Awaited<ReturnType<typeof stubNode>>;
  const db = openDatabase();
  let close: () => Promise<void>;

  beforeAll(async () => {
    node = await stubNode({
      '/wallet/getblock': (body) =>
        body.id_or_num === undefined || Number(body.id_or_num) === NUM ? header : {},
      '/walletsolidity/getblock': () => header,
      '/wallet/getblockbylimitnext': (body) =>
        Number(body.startNum) <= NUM && Number(body.endNum) > NUM
          ? { block: [{ ...header, transactions: [freeze] }] }
          : {},
      '/wallet/gettransactioninfobyblocknum': (body) =>
        Number(body.num) === NUM ? [{ ...bandwidthOnly, id: freeze.txID, blockNumber: NUM }] : [],
      '/wallet/getcontract': () => ({}),
      '/wallet/getaccount': (body) => (body.address === OWNER_HEX ? account : {}),
      '/wallet/getaccountresource': () => ({}),
      '/wallet/triggerconstantcontract': () => ({ result: { result: false } }),
      '/wallet/getassetissuebyid': () => ({}),
      '/wallet/listwitnesses': () => fixture('listwitnesses-1.jsonc'),
      '/wallet/getBrokerage': () => ({ brokerage: 20 }),
      '/wallet/getReward': () => ({ reward: 0 }),
      '/wallet/listproposals': () => ({}),
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

  it('stores the account’s Stake 1.0 apart from its Stake 2.0', async () => {
    const row = await (await db).kysely
      .selectFrom('accounts')
      .selectAll()
      .where('address', '=', OWNER)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      balance: '1781772',
      frozen_bandwidth: '0',
      frozen_energy: '0',
      frozen_v1_bandwidth: '0',
      frozen_v1_energy: '26000000',
      frozen_v1_power: '0',
      delegated_out_v1_bandwidth: '0',
      delegated_out_v1_energy: '0',
    });
  });

  it('sums it into the day’s staking totals, Stake 2.0 columns untouched', async () => {
    const day = await (await db).kysely
      .selectFrom('staking_daily')
      .selectAll()
      .orderBy('day', 'desc')
      .executeTakeFirstOrThrow();
    expect(day).toMatchObject({
      staked: '0',
      staked_energy: '0',
      staked_v1_bandwidth: '0',
      staked_v1_energy: '26000000',
      staked_v1_power: '0',
      delegated_v1: '0',
      liquid: '1781772',
    });
  });

  it('audits the stored Stake 1.0 against the node and the daily total against the accounts', async () => {
    const k = (await db).kysely;
    const v1Differences = async () => {
      const diff = new Differences();
      await auditAccounts(await db, new NodeClient({ fullnodeUrl: node.url }), 100, diff);
      await auditConsistency(await db, diff);
      return diff.list.filter((d) => d.field.includes('v1'));
    };
    expect(await v1Differences()).toEqual([]);
    await sql`UPDATE accounts SET frozen_v1_energy = 1 WHERE address = ${OWNER}`.execute(k);
    const found = await v1Differences();
    expect(found.map((d) => [d.kind, d.field])).toEqual([
      ['account', 'stake_v1'],
      ['staking', 'staked_v1_bandwidth/staked_v1_energy/staked_v1_power/delegated_v1'],
    ]);
    expect(found[0]).toMatchObject({ database: '0/1/0/0/0/0/0', expected: '0/26000000/0/0/0/0/0' });
  });
});
