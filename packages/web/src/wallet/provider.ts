import type { SignedTransaction, UnsignedTransaction } from '../api/fullnodeTypes';

/**
 * The Polink provider contract (docs/wallet.md): what the browser extension injects as `window.polink`,
 * and what the built-in devnet wallet implements too.
 */
export interface PolinkProvider {
  readonly isPolink: true;
  /** `[handshake, { data }]`: the second element carries the network and the wallet's address. */
  getWalletDetails(): Promise<WalletDetails>;
  /** Asks the wallet to sign; resolves with the transaction and its signature appended. */
  signTransaction(transaction: UnsignedTransaction): Promise<SignedTransaction>;
}

export interface WalletHandshake {
  name: string;
  version: string;
}

export interface WalletData {
  /** The network the wallet is connected to, e.g. "Yuvi Testnet". */
  Network: string;
  /** base58 address of the selected account; empty or absent when the wallet is locked. */
  wallet_address?: string;
}

export type WalletDetails = [WalletHandshake, { data?: WalletData }];

/** What a successful connection yields (the spec's "wallet connection result"). */
export interface WalletConnection {
  wallet_address: string;
}

declare global {
  interface Window {
    polink?: PolinkProvider;
  }
}

/** The extension's provider, once its content script has injected it. */
export function findPolink(win: Window = window): PolinkProvider | undefined {
  const candidate = win.polink;
  return candidate !== undefined && candidate.isPolink === true ? candidate : undefined;
}
