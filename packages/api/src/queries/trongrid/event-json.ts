import type { Database } from '@poxscan/db';
import { type AbiValue, decodeEventLog, normalizeAbi, toEvmAddress } from '@poxscan/protocol';
import { type Selectable, sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import { type LogHex, topicList } from '../event-log-hex.js';
import { abiOfText } from './abi-text.js';

/**
 * An event log row as the event queries select it: the table's columns (topics and data as hex), and
 * the transaction's id, block and time.
 */
export type EventRow = Omit<Selectable<Database['event_logs']>, keyof LogHex> &
  LogHex & { transaction_id: string } & Pick<
    Selectable<Database['transactions']>,
    'block_num' | 'block_time'
  >;

/** TronGrid writes every argument as text: addresses as 0x-hex, integers in decimal. */
function text(type: string, value: AbiValue): string {
  if (Array.isArray(value)) return JSON.stringify(value.map((v) => text(type.replace(/\[\d*\]$/, ''), v)));
  if (type === 'address' && typeof value === 'string') return toEvmAddress(value);
  return String(value);
}

/** The ABI of each contract: the verified one, else the one on chain. */
export async function abisOf(db: ReadDb, addresses: string[]): Promise<Map<string, unknown>> {
  const unique = [...new Set(addresses)];
  const out = new Map<string, unknown>();
  if (unique.length === 0) return out;
  // One round trip: the on-chain ABIs, then the verified ones, which replace them.
  const rows = await db
    .selectFrom('contracts')
    .select(['address', sql<string | null>`abi::text`.as('abi'), sql<number>`0`.as('verified')])
    .where('address', 'in', unique)
    .unionAll(
      db
        .selectFrom('contract_verifications')
        .select(['address', sql<string | null>`abi::text`.as('abi'), sql<number>`1`.as('verified')])
        .where('address', 'in', unique),
    )
    .execute();
  rows.sort((a, b) => Number(a.verified) - Number(b.verified));
  for (const r of rows) if (r.abi !== null) out.set(r.address, abiOfText(r.abi));
  return out;
}

/** Each ABI's declarations by signature: an ABI read as text is one object (abiOfText) for every page. */
const declared = new WeakMap<object, Map<string, string>>();

/** The event as declared, e.g. `Transfer(address indexed from, address indexed to, uint256 value)`. */
function declaration(abi: unknown, name: string, signature: string): string {
  if (typeof abi !== 'object' || abi === null) return declare(abi, name, signature);
  let known = declared.get(abi);
  if (known === undefined) {
    known = new Map<string, string>();
    declared.set(abi, known);
  }
  const text = known.get(signature);
  if (text !== undefined) return text;
  const made = declare(abi, name, signature);
  known.set(signature, made);
  return made;
}

function declare(abi: unknown, name: string, signature: string): string {
  const entry = normalizeAbi(abi).find(
    (e) =>
      e.type === 'event' &&
      e.name === name &&
      signature === `${name}(${e.inputs.map((i) => i.type).join(',')})`,
  );
  if (!entry) return signature;
  const params = entry.inputs.map((i) =>
    [i.type, i.indexed ? 'indexed' : '', i.name].filter((p) => p !== '').join(' '),
  );
  return `${name}(${params.join(', ')})`;
}

/** A log's event as its contract's ABI declares it; null where the ABI has none such. */
export const decodeEvent = (row: EventRow, abi: unknown) =>
  abi === undefined ? null : decodeEventLog(abi, topicList(row), row.data);

/**
 * The signatures the indexer kept (0037) for logs it decoded, by topic 0: read only for the events the
 * ABI of today does not decode (it was cleared, or replaced), which on the page of a contract whose ABI
 * declares its events are none.
 */
export async function keptSignatures(db: ReadDb, topics: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(topics)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_signatures')
    .select([sql<string>`encode(topic0, 'hex')`.as('topic0'), 'signature'])
    .where(
      'topic0',
      'in',
      unique.map((t) => sql<Uint8Array>`decode(${t}, 'hex')`),
    )
    .execute();
  return new Map(rows.map((r) => [r.topic0, r.signature]));
}

/**
 * One event in TronGrid's shape; `_unconfirmed` only on events above the solidified block. `kept` is
 * the indexer's signature for an event the ABI did not decode.
 */
export function eventJson(
  row: EventRow,
  abi: unknown,
  decoded: ReturnType<typeof decodeEvent>,
  solidified: number,
  kept?: string,
) {
  const result: Record<string, string> = {};
  const resultType: Record<string, string> = {};
  decoded?.args.forEach((arg, i) => {
    const value = text(arg.type, arg.value);
    result[String(i)] = value;
    if (arg.name !== '') {
      result[arg.name] = value;
      resultType[arg.name] = arg.type;
    }
  });
  const name = decoded?.name ?? row.event_name ?? '';
  const signature = decoded?.signature ?? kept ?? '';
  const unconfirmed = Number(row.block_num) > solidified;
  return {
    block_number: Number(row.block_num),
    block_timestamp: row.block_time.getTime(),
    caller_contract_address: row.contract_address,
    contract_address: row.contract_address,
    event_index: row.log_index,
    event_name: name,
    result,
    result_type: resultType,
    event: decoded ? declaration(abi, decoded.name, decoded.signature) : signature,
    transaction_id: row.transaction_id,
    ...(unconfirmed ? { _unconfirmed: true } : {}),
  };
}
