// @vitest-environment node
import { devnetKeys } from '@poxscan/devnet';
import {
  readRawData,
  recoverAddressFromDigest,
  toBase58Address,
  txIdFromRawDataHex,
} from '@poxscan/protocol/browser';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/renderApp';
import { devnetAccounts } from './devnetKeys';
import { createDevnetProvider } from './devnetProvider';
import { devnetProviderFor, devnetWalletAccounts } from './devnetWallet';

// A real transfer's raw_data bytes (any bytes work: the wallet signs their sha256).
const RAW_DATA_HEX =
  '0a02b4a02208d4c1e3a1a8a8c8f840f0c3c2d8f5315a67080112630a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412320a154174472e7d35395a6b5add427eecb7f4b62ad2b071121541b3dcf27c251da9363f1a4888257c16676cf54edf18c0843d70d0fbbed8f531';

describe('devnet wallet', () => {
  it('derives the same test accounts as the devnet, for any seed', () => {
    for (const seed of [1, 7]) {
      const ours = devnetAccounts(seed, 3).map((a) => [a.address, a.privateKey]);
      const devnet = devnetKeys(seed)
        .accounts.slice(0, 3)
        .map((k) => [k.base58, k.privateKey]);
      expect(ours).toEqual(devnet);
    }
  });

  it('is offered only when the runtime config says the network is a local devnet', () => {
    expect(devnetWalletAccounts({ ...testConfig, devnet: false })).toEqual([]);
    expect(devnetWalletAccounts({ ...testConfig, devnet: true })).toHaveLength(5);
    expect(devnetWalletAccounts({ ...testConfig, devnet: true, devnetSeed: 7 })[0]?.address).toBe(
      devnetKeys(7).accounts[0]?.base58,
    );
  });

  it('implements the Polink contract: details name the network and the address', async () => {
    const [account] = devnetAccounts(1, 1);
    const wallet = createDevnetProvider(account!, 'Yuvi Testnet');
    const [, { data }] = await wallet.getWalletDetails();
    expect(data).toEqual({ Network: 'Yuvi Testnet', wallet_address: account!.address });
  });

  it('signs the txID of the raw data with the account key', async () => {
    const [account] = devnetAccounts(1, 1);
    const wallet = createDevnetProvider(account!, 'Yuvi Testnet');
    const txID = txIdFromRawDataHex(RAW_DATA_HEX);
    const signed = await wallet.signTransaction({
      txID,
      raw_data: readRawData(RAW_DATA_HEX),
      raw_data_hex: RAW_DATA_HEX,
    });
    expect(signed.signature).toHaveLength(1);
    expect(toBase58Address(recoverAddressFromDigest(txID, signed.signature[0]!))).toBe(account!.address);
  });

  it('refuses to sign when the txID does not match the bytes', async () => {
    const [account] = devnetAccounts(1, 1);
    const wallet = createDevnetProvider(account!, 'Yuvi Testnet');
    await expect(
      wallet.signTransaction({
        txID: '00'.repeat(32),
        raw_data: readRawData(RAW_DATA_HEX),
        raw_data_hex: RAW_DATA_HEX,
      }),
    ).rejects.toThrow('txID does not match raw_data_hex');
  });

  it('signs for the connected address when it is one of its test accounts', () => {
    const config = { ...testConfig, devnet: true };
    const [account] = devnetWalletAccounts(config);
    expect(devnetProviderFor(config, account!.address)).toBeDefined();
    expect(devnetProviderFor(config, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBeUndefined();
  });
});
