import { bytesToUtf8, decodeFunctionResult, hexToBytes, isHex, toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { base58OrNull } from '../decode/addresses.js';
import { int } from '../decode/contract.js';
import type { NodeClient } from '../node/client.js';
import { mapLimit } from '../util/map-limit.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';

export interface TokenMetadata {
  id: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  totalSupply: bigint | null;
  issuer: string | null;
  description: string | null;
  url: string | null;
}

const text = (hex: string | undefined): string | null =>
  hex === undefined || hex === '' ? null : isHex(hex) ? bytesToUtf8(hexToBytes(hex)) : hex;

/** A string result, or a bytes32 one (older tokens return their name that way). */
function stringResult(hex: string): string | null {
  try {
    return String(decodeFunctionResult('f() returns (string)', hex)[0]!.value);
  } catch {
    return hex.length === 64 ? bytesToUtf8(hexToBytes(hex.replace(/(00)+$/, ''))) : null;
  }
}

async function constant(node: NodeClient, contract: string, selector: string): Promise<string | null> {
  const reply = await node.constantCall(contract, selector);
  const result = reply.constant_result?.[0];
  return reply.result?.result === true && result !== undefined && result !== '' ? result : null;
}

async function prc20Metadata(node: NodeClient, id: string): Promise<TokenMetadata> {
  const hex = toHexAddress(id);
  const [name, symbol, decimals, supply] = await Promise.all([
    constant(node, hex, 'name()'),
    constant(node, hex, 'symbol()'),
    constant(node, hex, 'decimals()'),
    constant(node, hex, 'totalSupply()'),
  ]);
  return {
    id,
    name: name === null ? null : stringResult(name),
    symbol: symbol === null ? null : stringResult(symbol),
    decimals: decimals === null ? 0 : Number(BigInt(`0x${decimals}`)),
    totalSupply: supply === null ? null : BigInt(`0x${supply}`),
    issuer: null,
    description: null,
    url: null,
  };
}

async function prc10Metadata(node: NodeClient, id: string): Promise<TokenMetadata> {
  const a = await node.assetIssue(id);
  return {
    id,
    name: text(a.name),
    symbol: text(a.abbr),
    decimals: a.precision ?? 0,
    totalSupply: a.total_supply === undefined ? null : int(a.total_supply),
    issuer: base58OrNull(a.owner_address),
    description: text(a.description),
    url: text(a.url),
  };
}

/** Name, symbol, decimals and supply from the chain: constant calls for PRC20/PRC721, getassetissuebyid for PRC10. */
export function fetchTokens(node: NodeClient, ids: string[]): Promise<TokenMetadata[]> {
  return mapLimit(ids, 4, (id) => (/^\d+$/.test(id) ? prc10Metadata(node, id) : prc20Metadata(node, id)));
}

export async function writeTokens(trx: Trx, tokens: TokenMetadata[]): Promise<void> {
  if (tokens.length === 0) return;
  const v = (f: (t: TokenMetadata) => unknown) => tokens.map(f);
  await sql`UPDATE tokens t SET name = d.name, symbol = d.symbol, decimals = d.decimals, total_supply = d.total_supply,
      issuer_address = COALESCE(t.issuer_address, d.issuer), description = d.description, url = d.url, metadata_at = now()
    FROM ${unnestRows([
      col(
        'id',
        'text',
        v((t) => t.id),
      ),
      col(
        'name',
        'text',
        v((t) => t.name),
      ),
      col(
        'symbol',
        'text',
        v((t) => t.symbol),
      ),
      col(
        'decimals',
        'smallint',
        v((t) => t.decimals),
      ),
      col(
        'total_supply',
        'numeric',
        v((t) => t.totalSupply),
      ),
      col(
        'issuer',
        'text',
        v((t) => t.issuer),
      ),
      col(
        'description',
        'text',
        v((t) => t.description),
      ),
      col(
        'url',
        'text',
        v((t) => t.url),
      ),
    ])} WHERE t.id = d.id`.execute(trx);
}
