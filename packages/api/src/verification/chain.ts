import { hexToBytes, isHex, strip0x } from '@poxscan/protocol';
import { VerificationFailure } from './outcome.js';

/** A contract's code as the full node holds it. */
export interface OnChainCode {
  /**
   * `/wallet/getcontract` `bytecode`: the creation code as deployed, constructor arguments
   * appended. Absent for contracts the node keeps no creation code for.
   */
  creation?: Uint8Array;
  /** `/wallet/getcontractinfo` `runtimecode`: the code the contract runs. */
  runtime?: Uint8Array;
}

async function post(nodeUrl: string, path: string, address: string, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(`${nodeUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: address, visible: true }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new VerificationFailure(
      'NODE_UNAVAILABLE',
      `the full node did not answer ${path}; try again later`,
    );
  }
  // A node without getcontractinfo (older java-tron) answers 404: it only lacks the runtime code.
  if (response.status === 404) return {};
  if (!response.ok) {
    throw new VerificationFailure(
      'NODE_UNAVAILABLE',
      `the full node answered ${path} with ${response.status}`,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function codeOf(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = strip0x(value);
  return hex !== '' && isHex(hex) ? hexToBytes(hex) : undefined;
}

/** Reads both codes of `address` (base58); fails with NOT_A_CONTRACT when the node has neither. */
export async function readOnChainCode(
  nodeUrl: string,
  address: string,
  timeoutMs: number,
): Promise<OnChainCode> {
  const [contract, info] = await Promise.all([
    post(nodeUrl, '/wallet/getcontract', address, timeoutMs),
    post(nodeUrl, '/wallet/getcontractinfo', address, timeoutMs),
  ]);
  const creation = codeOf(contract.bytecode);
  const runtime = codeOf(info.runtimecode);
  if (creation === undefined && runtime === undefined) {
    throw new VerificationFailure(
      'NOT_A_CONTRACT',
      `${address} is not a contract: the node holds no code for it`,
    );
  }
  return { ...(creation ? { creation } : {}), ...(runtime ? { runtime } : {}) };
}
