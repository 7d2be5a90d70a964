import { decodeFunctionResult, toHexAddress } from '@poxscan/protocol';

/** Longer URIs are cut: the page shows the text, and a contract may return anything. */
export const MAX_TOKEN_URI_LENGTH = 2048;

interface ConstantCallJson {
  result?: { result?: boolean };
  constant_result?: string[];
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

  /** The URI, or null when the call fails, reverts, times out or returns something else than a string. */
  async read(contract: string, tokenId: bigint): Promise<string | null> {
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
      if (!response.ok) return null;
      const reply = (await response.json()) as ConstantCallJson;
      const result = reply.constant_result?.[0];
      if (reply.result?.result !== true || result === undefined) return null;
      const [uri] = decodeFunctionResult('tokenURI(uint256) returns (string)', result);
      return typeof uri?.value === 'string' ? uri.value.slice(0, MAX_TOKEN_URI_LENGTH) : null;
    } catch {
      return null;
    }
  }
}
