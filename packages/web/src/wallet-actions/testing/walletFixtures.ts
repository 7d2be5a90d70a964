import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import type { SignedTransaction, UnsignedTransaction } from '../../api/fullnodeTypes';
import type { ResourceName, ResponseOf } from '../../api/resources';
import { address, transactionDetail } from '../../components/testing/samples';
import type { FakeRoutes } from '../../test/fakeApi';

/** Test support for screens that send transactions through the connected wallet. */

/** A real unsigned transaction from java-tron's builder. */
export const BUILT_TRANSACTION = readJavaTronFixture<UnsignedTransaction>('freezebalancev2-1.json');

export const WALLET_ADDRESS = address('connected visitor');

/**
 * Starts the app with a wallet already connected (the persisted home state says so) and a stand-in
 * Polink provider that signs whatever it is given; `signed` records what it was asked to sign.
 */
export function connectWallet(owner = WALLET_ADDRESS) {
  sessionStorage.setItem(
    'persist:poxscan',
    JSON.stringify({ home: JSON.stringify({ poxPrice: 0, walletAddress: owner }) }),
  );
  const signed: UnsignedTransaction[] = [];
  window.polink = {
    isPolink: true,
    getWalletDetails: async () => [
      { name: 'Polink', version: 'test' },
      { data: { Network: 'Yuvi Testnet', wallet_address: owner } },
    ],
    signTransaction: async (tx): Promise<SignedTransaction> => {
      signed.push(tx);
      return { ...tx, signature: ['ab'.repeat(65)] };
    },
  };
  return { signed };
}

/** The full node's transaction builders: the calls that answer with an unsigned transaction. */
type Builder = { [N in ResourceName]: UnsignedTransaction extends ResponseOf<N> ? N : never }[ResourceName];

/**
 * The full node's side of one successful action: `builder` answers with the real transaction, the
 * broadcast succeeds, the transaction is in block 4321 and indexed. `onBroadcast` lets the account's
 * answers change from then on.
 */
export function sentTransactionRoutes(builder: Builder, onBroadcast: () => void = () => {}): FakeRoutes {
  const built: FakeRoutes = {};
  // Every Builder answers with an unsigned transaction (its type says so), this one included.
  Object.assign(built, { [builder]: { data: BUILT_TRANSACTION } });
  return {
    ...built,
    broadcastTransaction: () => {
      onBroadcast();
      return { data: { result: true, txid: BUILT_TRANSACTION.txID } };
    },
    nodeTransactionInfo: { data: { id: BUILT_TRANSACTION.txID, blockNumber: 4321 } },
    transactionLookup: { data: { transaction: transactionDetail('sent', { hash: BUILT_TRANSACTION.txID }) } },
  };
}
