import { contractTypeNumbers } from '@poxscan/protocol';
import { sql } from 'kysely';

/**
 * What most transactions share is stored as NULL (`storedUsage`, `storedResult` in stored.ts): no
 * energy or bandwidth used, and the result SUCCESS. Readers give the values back through these
 * ('tx.energy_usage', or whatever names the column in the query).
 */
export const txUsage = (column: string) => sql<number>`COALESCE(${sql.ref(column)}, 0)`;

export const txResult = (column: string) => sql<string>`COALESCE(${sql.ref(column)}, 'SUCCESS')`;

/** The contract types whose recipient is the contract they create, call or set. */
const CONTRACT_RECIPIENT_TYPES = [
  ...contractTypeNumbers(
    'CreateSmartContract',
    'TriggerSmartContract',
    'UpdateSettingContract',
    'UpdateEnergyLimitContract',
    'ClearABIContract',
  ),
].map((type) => sql.lit(type));

/**
 * The contract a transaction created, called or set, NULL for other types: its recipient (0040
 * dropped contract_address, which held the same address again). `tx` names the transactions row.
 */
export const txContractAddress = (tx: string) =>
  sql<
    string | null
  >`CASE WHEN ${sql.ref(`${tx}.contract_type`)} IN (${sql.join(CONTRACT_RECIPIENT_TYPES)}) THEN ${sql.ref(`${tx}.to_address`)} END`;
