import {
  BROADCAST_RESPONSE_DESCRIPTIONS,
  decodeJavaTronMessage,
  isBroadcastResponseCode,
} from '@poxscan/protocol/browser';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiContext';
import type { PastedTransaction } from './parseSignedTransaction';

/** The node's answer in words: accepted with its ID, or refused with java-tron's code and decoded message. */
export type BroadcastOutcome =
  | { accepted: true; txid: string }
  | { accepted: false; code: string; meaning: string; message: string };

/** Sends the pasted transaction as it was pasted: JSON to broadcasttransaction, hex to broadcasthex. */
export function useBroadcast() {
  const client = useApiClient();
  return useMutation<BroadcastOutcome, Error, PastedTransaction>({
    mutationFn: async (tx) => {
      let reply: Awaited<ReturnType<typeof client.request<'broadcastTransaction'>>>;
      try {
        reply =
          tx.payload.kind === 'json'
            ? await client.request('broadcastTransaction', tx.payload.transaction)
            : await client.request('broadcastHex', { transaction: tx.payload.transaction });
      } catch {
        throw new Error(
          'The full-node service could not be reached; the transaction may not have been sent.',
        );
      }
      if (reply.result === true) return { accepted: true, txid: reply.txid ?? tx.txID };
      const code = reply.code ?? 'OTHER_ERROR';
      return {
        accepted: false,
        code,
        meaning: isBroadcastResponseCode(code)
          ? BROADCAST_RESPONSE_DESCRIPTIONS[code]
          : 'The node rejected the transaction.',
        message: reply.message === undefined ? '' : decodeJavaTronMessage(reply.message),
      };
    },
  });
}
