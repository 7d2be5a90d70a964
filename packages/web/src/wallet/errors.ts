export const WRONG_NETWORK_MESSAGE = 'Switch to TestNet Network';
export const DETAILS_FAILED_MESSAGE = 'An error occurred while fetching wallet details.';
export const ADDRESS_MISSING_MESSAGE = 'Wallet address not found';

/** Why a wallet connection failed; `kind` lets callers tell the cases apart without string matching. */
export class WalletError extends Error {
  override name = 'WalletError';
  constructor(
    readonly kind: 'wrong-network' | 'details-failed' | 'address-missing' | 'cancelled',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
