import { bytesToUtf8, hexToBytes, isHex } from './hex.js';

/** `code` values of java-tron's /wallet/broadcasttransaction reply (BANDWITH_ERROR is spelled so). */
export const BROADCAST_RESPONSE_CODES = [
  'SUCCESS',
  'SIGERROR',
  'CONTRACT_VALIDATE_ERROR',
  'CONTRACT_EXE_ERROR',
  'BANDWITH_ERROR',
  'DUP_TRANSACTION_ERROR',
  'TAPOS_ERROR',
  'TOO_BIG_TRANSACTION_ERROR',
  'TRANSACTION_EXPIRATION_ERROR',
  'SERVER_BUSY',
  'OTHER_ERROR',
] as const;
export type BroadcastResponseCode = (typeof BROADCAST_RESPONSE_CODES)[number];

/** What each broadcast code means, in words a user can act on. */
export const BROADCAST_RESPONSE_DESCRIPTIONS: Record<BroadcastResponseCode, string> = {
  SUCCESS: 'The node accepted the transaction.',
  SIGERROR: 'A signature is missing or invalid.',
  CONTRACT_VALIDATE_ERROR: 'The transaction failed validation (balance, permission or parameters).',
  CONTRACT_EXE_ERROR: 'The transaction failed while executing.',
  BANDWITH_ERROR: 'The account lacks the bandwidth (or POX to burn) to send the transaction.',
  DUP_TRANSACTION_ERROR: 'The same transaction was already received.',
  TAPOS_ERROR: 'The reference block is not on this chain (TaPoS check failed).',
  TOO_BIG_TRANSACTION_ERROR: 'The transaction is too large.',
  TRANSACTION_EXPIRATION_ERROR: 'The transaction has expired.',
  SERVER_BUSY: 'The node is busy; try again later.',
  OTHER_ERROR: 'The node rejected the transaction.',
};

export function isBroadcastResponseCode(code: unknown): code is BroadcastResponseCode {
  return (BROADCAST_RESPONSE_CODES as readonly unknown[]).includes(code);
}

/** Printable text: no control characters other than tab and newlines, and no replacement characters. */
function isPrintable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const control = (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
    if (control || code === 0xfffd) return false;
  }
  return true;
}

/**
 * java-tron hex-encodes messages (broadcast `message`, TransactionInfo `resMessage`). Returns the
 * decoded UTF-8 text, or the input unchanged when it is not hex of printable UTF-8 text.
 */
export function decodeJavaTronMessage(hexOrText: string): string {
  if (hexOrText === '' || !isHex(hexOrText)) return hexOrText;
  const text = bytesToUtf8(hexToBytes(hexOrText));
  return isPrintable(text) ? text : hexOrText;
}
