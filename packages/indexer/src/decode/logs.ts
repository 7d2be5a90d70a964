import { decodeTokenTransferLog, type TokenLog } from '@poxscan/protocol/chain';
import type { LogJson } from '../node/types.js';
import { base58 } from './addresses.js';
import type { LogRow, TransferRow } from './rows.js';

/** An event's name and signature; readers decode its arguments from the topics and data. */
export interface DecodedEvent {
  name: string;
  signature: string;
}

/** Decodes the events of contracts whose ABI is known; null when it cannot. */
export type EventDecoder = (contractAddress: string, topics: string[], data: string) => DecodedEvent | null;

/** A token event, known without the ABI (names as in the PRC20/PRC721 standards). */
const tokenEvent = ({ event }: TokenLog): DecodedEvent => ({
  name: event,
  signature: `${event}(address,address,uint256)`,
});

/** The PRC20 amount or PRC721 item a token Transfer log moves. */
function tokenTransfer(log: TokenLog, contract: string): TransferRow | null {
  if (log.event !== 'Transfer') return null;
  // Literals, not a spread of the common fields: V8 makes `{ ...common, standard, … }` slowly.
  return log.standard === 'PRC20'
    ? { standard: 'PRC20', tokenId: contract, from: log.from, to: log.to, amount: log.value, nftId: null }
    : { standard: 'PRC721', tokenId: contract, from: log.from, to: log.to, amount: 1n, nftId: log.tokenId };
}

/**
 * A receipt's logs as rows, and the token transfers they record. Token events (the bulk of all
 * logs) are read by their fixed layout; other events by the contract's ABI when it is known.
 */
export function logRows(
  logs: LogJson[] | undefined,
  decode: EventDecoder,
): { rows: LogRow[]; transfers: TransferRow[] } {
  const rows: LogRow[] = [];
  const transfers: TransferRow[] = [];
  (logs ?? []).forEach((log, logIndex) => {
    const contractAddress = base58(log.address);
    const topics = (log.topics ?? []).map((t) => t.toLowerCase());
    const data = (log.data ?? '').toLowerCase();
    const token = decodeTokenTransferLog(topics, data);
    const decoded = token === null ? decode(contractAddress, topics, data) : tokenEvent(token);
    const transfer = token === null ? null : tokenTransfer(token, contractAddress);
    if (transfer !== null) transfers.push(transfer);
    rows.push({
      logIndex,
      contractAddress,
      topics,
      data,
      eventName: decoded?.name ?? null,
      eventSignature: decoded?.signature ?? null,
    });
  });
  return { rows, transfers };
}
