import { BROADCAST_RESPONSE_DESCRIPTIONS, isBroadcastResponseCode } from '@poxscan/protocol/browser';

/**
 * Why a wallet action did not go through: no wallet, the node would not build it, the wallet refused to
 * sign, the node refused the broadcast, it failed in its block, or it never reached a block.
 */
export class WalletActionError extends Error {
  override name = 'WalletActionError';
  constructor(
    readonly kind: 'wallet' | 'build' | 'sign' | 'broadcast' | 'failed' | 'expired',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const JAVA_EXCEPTION_PREFIX = /^class [\w.$]+Exception\s*:\s*/;

/** java-tron's builder errors name the Java exception class first; the visitor needs only the reason. */
export function builderErrorText(error: string): string {
  return error.replace(JAVA_EXCEPTION_PREFIX, '').trim() || 'The full node could not build the transaction.';
}

/** A broadcast refusal in words: java-tron's decoded message, else what its code means. */
export function broadcastErrorText(code: string | undefined, decodedMessage: string | undefined): string {
  const reason = decodedMessage?.trim();
  const name = code ?? 'OTHER_ERROR';
  if (reason) return `${name}: ${reason}`;
  return isBroadcastResponseCode(name) ? `${name}: ${BROADCAST_RESPONSE_DESCRIPTIONS[name]}` : name;
}
