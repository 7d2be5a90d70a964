import { toBase58Address } from '../address.js';
import { strip0x } from '../hex.js';

/** topic 0 of Transfer(address,address,uint256) and Approval(address,address,uint256). */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const APPROVAL_TOPIC = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

export type TokenLog =
  | { standard: 'PRC20'; event: 'Transfer'; from: string; to: string; value: bigint }
  | { standard: 'PRC20'; event: 'Approval'; owner: string; spender: string; value: bigint }
  | { standard: 'PRC721'; event: 'Transfer'; from: string; to: string; tokenId: bigint }
  | { standard: 'PRC721'; event: 'Approval'; owner: string; approved: string; tokenId: bigint };

/** An address held in a 32-byte word (12 zero bytes then 20 bytes), as base58; undefined if not one. */
function wordAddress(word: string): string | undefined {
  if (!/^0{24}[0-9a-f]{40}$/.test(word)) return undefined;
  return toBase58Address(`41${word.slice(24)}`);
}

function wordUint(word: string): bigint | undefined {
  return /^[0-9a-f]{64}$/.test(word) ? BigInt(`0x${word}`) : undefined;
}

/**
 * Recognises the token events an explorer indexes without the contract's ABI: PRC20 (= ERC20)
 * Transfer/Approval have 3 topics and the amount in data; PRC721 (= ERC721) ones have 4 topics
 * (the token ID indexed) and no data. Anything else, or a malformed log, gives null.
 */
export function decodeTokenTransferLog(topics: readonly string[], dataHex: string): TokenLog | null {
  const words = topics.map((t) => strip0x(t).toLowerCase());
  const data = strip0x(dataHex).toLowerCase();
  const [topic0, a, b, c] = words;
  const isTransfer = topic0 === TRANSFER_TOPIC;
  if (!isTransfer && topic0 !== APPROVAL_TOPIC) return null;
  const first = a === undefined ? undefined : wordAddress(a);
  const second = b === undefined ? undefined : wordAddress(b);
  if (first === undefined || second === undefined) return null;
  if (words.length === 3) {
    const value = data.length === 64 ? wordUint(data) : undefined;
    if (value === undefined) return null;
    return isTransfer
      ? { standard: 'PRC20', event: 'Transfer', from: first, to: second, value }
      : { standard: 'PRC20', event: 'Approval', owner: first, spender: second, value };
  }
  if (words.length === 4 && data === '') {
    const tokenId = wordUint(c!);
    if (tokenId === undefined) return null;
    return isTransfer
      ? { standard: 'PRC721', event: 'Transfer', from: first, to: second, tokenId }
      : { standard: 'PRC721', event: 'Approval', owner: first, approved: second, tokenId };
  }
  return null;
}
