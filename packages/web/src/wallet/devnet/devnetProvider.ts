import { signDigest, txIdFromRawDataHex } from '@poxscan/protocol/browser';
import type { SignedTransaction, UnsignedTransaction } from '../../api/fullnodeTypes';
import type { PolinkProvider, WalletDetails } from '../provider';
import type { DevnetAccount } from './devnetKeys';

export const DEVNET_WALLET_NAME = 'PoxScan devnet wallet';

/**
 * The built-in wallet of a local devnet: the Polink contract over one public test key. It signs without
 * asking, which is only acceptable because devnet keys guard nothing of value.
 */
export function createDevnetProvider(account: DevnetAccount, networkName: string): PolinkProvider {
  return {
    isPolink: true,
    async getWalletDetails(): Promise<WalletDetails> {
      return [
        { name: DEVNET_WALLET_NAME, version: '1' },
        { data: { Network: networkName, wallet_address: account.address } },
      ];
    },
    async signTransaction(transaction: UnsignedTransaction): Promise<SignedTransaction> {
      // Sign what the bytes say, not what the JSON claims: the txID must be the hash of raw_data_hex.
      const txID = txIdFromRawDataHex(transaction.raw_data_hex);
      if (txID !== transaction.txID.toLowerCase()) throw new Error('txID does not match raw_data_hex');
      const previous = (transaction as Partial<SignedTransaction>).signature ?? [];
      return { ...transaction, signature: [...previous, signDigest(txID, account.privateKey)] };
    },
  };
}
