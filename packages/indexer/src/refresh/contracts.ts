import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import type { NodeClient } from '../node/client.js';
import type { ContractInfoJson } from '../node/types.js';
import { mapLimit } from '../util/map-limit.js';
import { col, json, type Trx, unnestRows } from '../write/bulk.js';

export async function fetchContracts(
  node: NodeClient,
  addresses: string[],
): Promise<[string, ContractInfoJson][]> {
  return mapLimit(
    addresses,
    4,
    async (address) => [address, await node.contract(toHexAddress(address))] as [string, ContractInfoJson],
  );
}

/** Code, ABI and settings as getcontract reports them. */
export async function writeContracts(trx: Trx, contracts: [string, ContractInfoJson][]): Promise<void> {
  if (contracts.length === 0) return;
  const v = (f: (c: ContractInfoJson) => unknown) => contracts.map(([, c]) => f(c));
  await sql`UPDATE contracts c SET name = d.name, bytecode = d.bytecode, abi = d.abi, origin_energy_limit = d.oel,
      consume_user_resource_percent = d.curp, fetched_at = now()
    FROM ${unnestRows([
      col(
        'address',
        'text',
        contracts.map(([a]) => a),
      ),
      col(
        'name',
        'text',
        v((c) => c.name ?? null),
      ),
      col(
        'bytecode',
        'text',
        v((c) => c.bytecode ?? null),
      ),
      col(
        'abi',
        'jsonb',
        v((c) => json(c.abi?.entrys ?? [])),
      ),
      col(
        'oel',
        'bigint',
        v((c) => (c.origin_energy_limit === undefined ? null : Number(c.origin_energy_limit))),
      ),
      col(
        'curp',
        'integer',
        v((c) =>
          c.consume_user_resource_percent === undefined ? null : Number(c.consume_user_resource_percent),
        ),
      ),
    ])} WHERE c.address = d.address`.execute(trx);
}
