import { decodeFunctionResult, toHexAddress } from '@poxscan/protocol';

/** Longer URIs are cut: the page shows the text, and a contract may return anything. */
export const MAX_TOKEN_URI_LENGTH = 2048;

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
      reply = (await response.json()) as ConstantCallJson;
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
