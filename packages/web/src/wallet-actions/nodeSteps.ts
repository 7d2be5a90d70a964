import { decodeJavaTronMessage } from '@poxscan/protocol/browser';
import type { ApiClient } from '../api/client';
import { ApiError, NODE_ERROR } from '../api/errors';
import type { SignedTransaction, UnsignedTransaction } from '../api/fullnodeTypes';
import type { BuilderReply } from '../api/resources/governance-screens';
import { broadcastErrorText, builderErrorText, WalletActionError } from './errors';
import { type PollOptions, pollUntil } from './poll';

/** The unsigned transaction of a builder's reply; java-tron answers `{ Error }` when validation fails. */
export function fromBuilderReply(reply: BuilderReply): UnsignedTransaction {
  if (reply.Error !== undefined) throw new WalletActionError('build', builderErrorText(reply.Error));
  const { txID, raw_data, raw_data_hex } = reply;
  if (txID === undefined || raw_data === undefined || raw_data_hex === undefined) {
    throw new WalletActionError('build', 'The full node answered without a transaction.');
  }
  return { ...reply, txID, raw_data, raw_data_hex };
}

/**
 * A failed builder call: the node's own reason when it gave one (java-tron's `{ Error }` on a 4xx),
 * else what the status says; anything without an answer is the service's trouble.
 */
export function builderCallError(error: unknown): WalletActionError {
  if (error instanceof WalletActionError) return error;
  const status = error instanceof ApiError ? error.status : undefined;
  let message = 'The full-node service could not be reached; nothing was sent.';
  if (error instanceof ApiError && error.code === NODE_ERROR && status !== undefined && status < 500) {
    message = `The full node refused the request: ${builderErrorText(error.message)}`;
  } else if (status !== undefined && status >= 400 && status < 500) {
    message = `The full node refused the request (HTTP ${status}): check the amounts and addresses.`;
  }
  return new WalletActionError('build', message, { cause: error });
}

/** Broadcasts through the full-node service; java-tron's refusal (hex message) becomes a readable error. */
export async function broadcast(api: ApiClient, signed: SignedTransaction): Promise<string> {
  const reply = await api.request('broadcastTransaction', signed).catch((error: unknown) => {
    throw new WalletActionError(
      'broadcast',
      'The full-node service could not be reached; the transaction may not have been sent.',
      { cause: error },
    );
  });
  if (reply.result === true) return reply.txid ?? signed.txID;
  const message = reply.message === undefined ? undefined : decodeJavaTronMessage(reply.message);
  throw new WalletActionError('broadcast', broadcastErrorText(reply.code, message));
}

/** The block that took the transaction, once the node reports it; a failed execution is an error. */
export async function waitForInclusion(api: ApiClient, txid: string, poll: PollOptions): Promise<number> {
  const info = await pollUntil(async () => {
    const reply = await api.request('nodeTransactionInfo', { value: txid }).catch(() => undefined);
    return reply?.blockNumber === undefined ? undefined : reply;
  }, poll);
  if (info === undefined) {
    throw new WalletActionError('expired', 'The transaction did not reach a block before it expired.');
  }
  const failed = info.result === 'FAILED' || (info.receipt?.result ?? 'SUCCESS') !== 'SUCCESS';
  if (failed) {
    const reason = info.resMessage ? decodeJavaTronMessage(info.resMessage) : info.receipt?.result;
    throw new WalletActionError('failed', `It failed in block ${info.blockNumber}: ${reason ?? 'FAILED'}`);
  }
  return info.blockNumber!;
}

/** Waits (bounded) until the explorer's own index holds the transaction, so refreshed lists show it. */
export async function waitForIndexer(api: ApiClient, txid: string, poll: PollOptions): Promise<void> {
  await pollUntil(
    () =>
      api.request('transactionLookup', { hash: txid }).then(
        ({ transaction }) => (transaction === null ? undefined : true),
        () => undefined,
      ),
    poll,
  );
}
