import { decodeJavaTronMessage } from '@poxscan/protocol/browser';
import { ApiError } from '../../api/errors';
import type { NodeCallResult } from '../../api/resources/explorer';

/** The node's refusal in words: its hex-encoded message decoded, or its code. */
export function nodeRefusal(result: NodeCallResult | undefined): string | null {
  if (result === undefined || result.result === true) return null;
  if (result.message) return decodeJavaTronMessage(result.message);
  return result.code ?? 'The node refused the call.';
}

/** Any failure of a contract call, as one line for the form. */
export function describeCallError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
