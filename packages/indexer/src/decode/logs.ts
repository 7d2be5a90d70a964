import { decodeTokenTransferLog } from '@poxscan/protocol';
import type { LogJson } from '../node/types.js';
import { base58 } from './addresses.js';
import type { LogRow, TransferRow } from './rows.js';

/** Decodes the events of contracts whose ABI is known; null when it cannot. */
export type EventDecoder = (
  contractAddress: string,
  topics: string[],
  data: string,
) => { name: string; signature: string; args: Record<string, unknown> } | null;

/** The PRC20 amount or PRC721 item a Transfer log moves, or null for any other log. */
export function transferFromLog(log: LogRow): TransferRow | null {
  const token = decodeTokenTransferLog(log.topics, log.data);
  if (token === null || token.event !== 'Transfer') return null;
  const common = { tokenId: log.contractAddress, from: token.from, to: token.to, source: 'log' as const };
  return token.standard === 'PRC20'
    ? { ...common, standard: 'PRC20', amount: token.value, nftId: null }
    : { ...common, standard: 'PRC721', amount: 1n, nftId: token.tokenId };
}

export function logRows(logs: LogJson[] | undefined, decode: EventDecoder): LogRow[] {
  return (logs ?? []).map((log, logIndex) => {
    const contractAddress = base58(log.address);
    const topics = (log.topics ?? []).map((t) => t.toLowerCase());
    const data = (log.data ?? '').toLowerCase();
    const decoded = decode(contractAddress, topics, data);
    return {
      logIndex,
      contractAddress,
      topics,
      data,
      eventName: decoded?.name ?? null,
      eventSignature: decoded?.signature ?? null,
      decoded: decoded?.args ?? null,
    };
  });
}
