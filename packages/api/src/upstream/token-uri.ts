import { abiStringHead, decodeFunctionResult, toHexAddress } from '@poxscan/protocol';

/** Longer URIs are cut: the page shows the text, and a contract may return anything. */
export const MAX_TOKEN_URI_LENGTH = 2048;
/**
 * The node's answer is read up to here. An on-chain NFT's URI (a data: URI with its image) can run to
 * megabytes, which only the first MAX_TOKEN_URI_LENGTH characters of are shown: past this, the URI is
 * read from the head of the answer, where java-tron writes it before the transaction.
 */
export const MAX_ANSWER_BYTES = 64 * 1024;

interface ConstantCallJson {
  result?: { result?: boolean };
  constant_result?: string[];
}

/**
 * What the node said of a tokenURI call. `none` is the contract's answer (it reverted or returned no
 * string) and holds until the contract changes; `unavailable` is the node's (no answer in time, an HTTP
 * error), and asking again later may succeed.
 */
export type TokenUriRead = { status: 'read'; uri: string } | { status: 'none' | 'unavailable' };

const NONE: TokenUriRead = { status: 'none' };
const UNAVAILABLE: TokenUriRead = { status: 'unavailable' };

/** The answer's text up to `limit` bytes, and whether that was all of it; the rest is not downloaded. */
async function readHead(response: Response, limit: number): Promise<{ text: string; whole: boolean }> {
  if (response.body === null) return { text: '', whole: true };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString('utf8'), whole: true };
    chunks.push(value);
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return { text: Buffer.concat(chunks).subarray(0, limit).toString('utf8'), whole: false };
    }
  }
}

/** A successful call's first constant_result in the head of java-tron's answer (result comes first). */
const SUCCESS_HEAD =
  /^\s*\{\s*"result"\s*:\s*\{\s*"result"\s*:\s*true\s*\}\s*,\s*(?:"energy_used"\s*:\s*\d+\s*,\s*)?"constant_result"\s*:\s*\[\s*"([0-9a-fA-F]*)/;

/** The URI from an answer cut at MAX_ANSWER_BYTES: its head, or none where the head says no string. */
function uriFromHead(head: string): TokenUriRead {
  const hex = SUCCESS_HEAD.exec(head)?.[1];
  const uri = hex === undefined ? undefined : abiStringHead(hex, MAX_TOKEN_URI_LENGTH);
  return uri === undefined ? NONE : { status: 'read', uri };
}

/**
 * Reads a PRC721's tokenURI(tokenId) from the full node (triggerconstantcontract) within a time limit.
 * The URI is only ever text to show: nothing here fetches what it points to.
 */
export class TokenUriReader {
  constructor(
    private readonly fullnodeUrl: string,
    private readonly timeoutMs = 3000,
  ) {}

  async read(contract: string, tokenId: bigint): Promise<TokenUriRead> {
    let reply: ConstantCallJson;
    try {
      const response = await fetch(`${this.fullnodeUrl.replace(/\/+$/, '')}/wallet/triggerconstantcontract`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          owner_address: `41${'00'.repeat(20)}`,
          contract_address: toHexAddress(contract),
          function_selector: 'tokenURI(uint256)',
          parameter: tokenId.toString(16).padStart(64, '0'),
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return UNAVAILABLE;
      const { text, whole } = await readHead(response, MAX_ANSWER_BYTES);
      if (!whole) return uriFromHead(text);
      reply = JSON.parse(text) as ConstantCallJson;
    } catch {
      return UNAVAILABLE;
    }
    const result = reply.constant_result?.[0];
    if (reply.result?.result !== true || result === undefined) return NONE;
    try {
      const [uri] = decodeFunctionResult('tokenURI(uint256) returns (string)', result);
      return typeof uri?.value === 'string'
        ? { status: 'read', uri: uri.value.slice(0, MAX_TOKEN_URI_LENGTH) }
        : NONE;
    } catch {
      return NONE;
    }
  }
}
