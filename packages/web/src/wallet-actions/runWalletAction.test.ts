// @vitest-environment node
import { recoverAddressFromDigest, toBase58Address, utf8ToBytes } from '@poxscan/protocol/browser';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { SignedTransaction, UnsignedTransaction } from '../api/fullnodeTypes';
import { transactionDetail } from '../components/testing/samples';
import { type FakeRoutes, fakeApi } from '../test/fakeApi';
import { testConfig } from '../test/renderApp';
import { devnetAccounts } from '../wallet/devnet/devnetKeys';
import { createDevnetProvider } from '../wallet/devnet/devnetProvider';
import { stakeAction } from './actions/staking';
import type { WalletActionError } from './errors';
import { runWalletAction } from './runWalletAction';
import type { ActionStage } from './types';

// A real unsigned FreezeBalanceV2 from java-tron's /wallet/freezebalancev2.
const BUILT = readJavaTronFixture<UnsignedTransaction>('freezebalancev2-1.json');
const [ACCOUNT] = devnetAccounts(1, 1);
const wallet = createDevnetProvider(ACCOUNT!, 'Yuvi Testnet');
const hex = (text: string) => Buffer.from(utf8ToBytes(text)).toString('hex');
const FAST = { intervalMs: 5, timeoutMs: 200 };

function setup(routes: FakeRoutes, sign = (tx: UnsignedTransaction) => wallet.signTransaction(tx)) {
  const api = fakeApi({
    buildFreezeV2: { data: BUILT },
    broadcastTransaction: { data: { result: true, txid: BUILT.txID } },
    nodeTransactionInfo: { data: { id: BUILT.txID, blockNumber: 4321 } },
    transactionLookup: { data: { transaction: transactionDetail('staked', { hash: BUILT.txID }) } },
    ...routes,
  });
  const stages: ActionStage[] = [];
  let refreshes = 0;
  const run = () =>
    runWalletAction(
      {
        api: createApiClient(testConfig, { adapter: api.adapter }),
        sign,
        onStage: (stage) => stages.push(stage),
        refresh: () => refreshes++,
        inclusion: FAST,
        indexing: FAST,
      },
      stakeAction(1_000_000_000n, 'ENERGY'),
      ACCOUNT!.address,
    );
  return { run, requests: api.requests, stages, refreshes: () => refreshes };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the action to fail');
    },
    (error: unknown) => error as WalletActionError,
  );

describe('the wallet-action flow', () => {
  it('builds through the full node, signs with the wallet, broadcasts, and refreshes once in a block', async () => {
    const { run, requests, stages, refreshes } = setup({});
    await expect(run()).resolves.toEqual({ txid: BUILT.txID, blockNumber: 4321 });
    expect(stages).toEqual(['building', 'signing', 'broadcasting', 'confirming']);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /wallet/freezebalancev2',
      'POST /wallet/broadcasttransaction',
      'POST /wallet/gettransactioninfobyid',
      'GET /api/transaction/lookup',
    ]);
    expect(requests[0]!.data).toEqual({
      owner_address: ACCOUNT!.address,
      frozen_balance: 1_000_000_000,
      resource: 'ENERGY',
      visible: true,
    });
    const sent = requests[1]!.data as SignedTransaction;
    expect(sent.raw_data_hex).toBe(BUILT.raw_data_hex);
    expect(toBase58Address(recoverAddressFromDigest(BUILT.txID, sent.signature[0]!))).toBe(ACCOUNT!.address);
    expect(requests[2]!.data).toEqual({ value: BUILT.txID });
    expect(refreshes()).toBe(2);
  });

  it("reports the node's validation error from the builder without asking the wallet", async () => {
    const { run, requests } = setup({
      buildFreezeV2: {
        data: {
          Error:
            'class org.tron.core.exception.ContractValidateException : frozenBalance must be less than or equal to accountBalance',
        },
      },
    });
    const error = await failure(run());
    expect(error.kind).toBe('build');
    expect(error.message).toBe('frozenBalance must be less than or equal to accountBalance');
    expect(requests).toHaveLength(1);
  });

  it('says why the wallet did not sign, and sends nothing', async () => {
    const { run, requests } = setup({}, () => Promise.reject(new Error('User rejected the request')));
    const error = await failure(run());
    expect(error.kind).toBe('sign');
    expect(error.message).toBe('The wallet did not sign: User rejected the request');
    expect(requests.map((r) => r.url)).toEqual(['/wallet/freezebalancev2']);
  });

  it("decodes java-tron's hex message when the broadcast is refused", async () => {
    const { run } = setup({
      broadcastTransaction: {
        data: {
          code: 'CONTRACT_VALIDATE_ERROR',
          txid: BUILT.txID,
          message: hex('Contract validate error : account does not have enough balance'),
        },
      },
    });
    const error = await failure(run());
    expect(error.kind).toBe('broadcast');
    expect(error.message).toBe(
      'CONTRACT_VALIDATE_ERROR: Contract validate error : account does not have enough balance',
    );
  });

  it('explains a refusal code that comes without a message', async () => {
    const { run } = setup({ broadcastTransaction: { data: { code: 'SIGERROR' } } });
    expect((await failure(run())).message).toBe('SIGERROR: A signature is missing or invalid.');
  });

  it('reports a transaction that failed in its block, and one that never reached a block', async () => {
    const failed = setup({
      nodeTransactionInfo: {
        data: {
          id: BUILT.txID,
          blockNumber: 99,
          result: 'FAILED',
          resMessage: hex('REVERT opcode executed'),
        },
      },
    });
    const error = await failure(failed.run());
    expect(error.kind).toBe('failed');
    expect(error.message).toBe('It failed in block 99: REVERT opcode executed');

    const lost = setup({ nodeTransactionInfo: { data: {} } });
    const expired = await failure(lost.run());
    expect(expired.kind).toBe('expired');
    expect(lost.requests.filter((r) => r.url === '/wallet/gettransactioninfobyid').length).toBeGreaterThan(2);
    expect(lost.refreshes()).toBe(0);
  });

  it('refuses to start without a wallet that can sign for the owner', async () => {
    const api = fakeApi({});
    const error = await failure(
      runWalletAction(
        {
          api: createApiClient(testConfig, { adapter: api.adapter }),
          sign: undefined,
          onStage: () => {},
          refresh: () => {},
          inclusion: FAST,
          indexing: FAST,
        },
        stakeAction(1n, 'BANDWIDTH'),
        ACCOUNT!.address,
      ),
    );
    expect(error.kind).toBe('wallet');
    expect(api.requests).toHaveLength(0);
  });
});
