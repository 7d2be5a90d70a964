import { contractParameterFromRawData, contractTypeNumber, rawDataHexFromStored } from '@poxscan/protocol';
import { sql } from 'kysely';

export const DELEGATE = contractTypeNumber('DelegateResourceContract');
export const UNDELEGATE = contractTypeNumber('UnDelegateResourceContract');

/** The columns of a transactions row that a (un)delegation's resource is read from. */
export interface ResourceColumns {
  contract_type: number;
  owner_address: string;
  to_address: string | null;
  /** parameter->>'resource', where the row keeps its parameter (rows indexed before 0046 may) */
  stored_resource: string | null;
  /** raw_data as stored (hex), only where the parameter is left to it */
  raw_data: string | null;
}

/**
 * SELECT columns giving ResourceColumns' last two (with contract_type, owner_address and to_address
 * beside them). raw_data is read only where it is needed, and only for (un)delegations.
 */
export const RESOURCE_COLUMNS = sql`parameter->>'resource' AS stored_resource,
  CASE WHEN parameter IS NULL AND contract_type IN (${sql.lit(DELEGATE)}, ${sql.lit(UNDELEGATE)})
    THEN encode(raw_data, 'hex') END AS raw_data`;

/**
 * A (un)delegation's resource: decoded from the signed bytes where the parameter is left to them,
 * else the stored parameter's. A delegation naming no resource delegates bandwidth, as in java-tron.
 */
export function delegationResource(row: ResourceColumns): 'ENERGY' | 'BANDWIDTH' {
  const read =
    row.raw_data === null
      ? undefined
      : contractParameterFromRawData(
          rawDataHexFromStored(row.raw_data, {
            contractType: row.contract_type,
            ownerAddress: row.owner_address,
            toAddress: row.to_address,
          }),
        )?.resource;
  return (read ?? row.stored_resource) === 'ENERGY' ? 'ENERGY' : 'BANDWIDTH';
}
