import { parseAddress } from '../address.js';
import { contractTypeName, contractTypeUrl } from '../contract-types.js';
import { utf8ToHex } from '../hex.js';
import { bytePosition, HexReader, varintHex } from './hex-bytes.js';
import { packZeroRuns, unpackZeroRuns, ZERO_RUNS_FORM } from './zero-runs.js';

/**
 * raw_data as the database keeps it: the signed bytes less the byte runs that the transaction's own
 * columns give back — the contract's `type_url` (from its type) and the owner's and recipient's
 * 21-byte addresses (from their base58 columns). Those runs are 80–90 of a transfer's ~170 bytes.
 *
 * The cut form: either the raw bytes unchanged (a protobuf message never starts with a 0x00 tag), or
 * 0x00, the number of cuts, then per cut its kind and the count of kept bytes before it (a varint),
 * then the kept bytes. A cut is made only where the very bytes it stands for are found, so every
 * value reads back byte for byte; a column that disagrees with the bytes finds nothing to cut and
 * costs the saving, never the bytes.
 *
 * The stored form is the cut form with its runs of zero bytes counted (zero-runs.ts, which starts
 * with 0x01, a tag no protobuf message starts with either) where that is shorter: a contract call's
 * ABI words, about 35 of a token transfer's ~120 stored bytes.
 */
export interface RawDataColumns {
  contractType: number;
  ownerAddress: string;
  toAddress: string | null;
}

const CUT_FORM = '00';
const TYPE_URL = 1;
const OWNER = 2;
const TO = 3;
const CUT_KINDS = [TYPE_URL, OWNER, TO] as const;

/** Any.type_url of each named contract type as field 1 with its length (all under 128 bytes), in hex. */
const typeUrlFields = new Map<number, string>();

function typeUrlField(contractType: number): string | undefined {
  const known = typeUrlFields.get(contractType);
  if (known !== undefined) return known;
  const name = contractTypeName(contractType);
  if (name === undefined) return undefined;
  const url = utf8ToHex(contractTypeUrl(name));
  const field = `0a${(url.length / 2).toString(16).padStart(2, '0')}${url}`;
  typeUrlFields.set(contractType, field);
  return field;
}

/** The bytes (hex) a cut of `kind` stands for in a row with these columns; undefined if none. */
function cutHex(kind: number, columns: RawDataColumns): string | undefined {
  if (kind === TYPE_URL) return typeUrlField(columns.contractType);
  const address = kind === OWNER ? columns.ownerAddress : columns.toAddress;
  if (address === null) return undefined;
  const parsed = parseAddress(address);
  return parsed.ok ? parsed.hex : undefined;
}

/** The stored form (hex) of raw_data given as hex. */
export function storedRawDataHex(rawHex: string, columns: RawDataColumns): string {
  const raw = rawHex.toLowerCase();
  let header = '';
  let kept = '';
  let cuts = 0;
  let from = 0;
  for (const kind of CUT_KINDS) {
    const bytes = cutHex(kind, columns);
    const at = bytes === undefined ? -1 : bytePosition(raw, bytes, from);
    if (bytes === undefined || at === -1) continue;
    header += kind.toString(16).padStart(2, '0') + varintHex((at - from) / 2);
    kept += raw.slice(from, at);
    from = at + bytes.length;
    cuts++;
  }
  if (cuts === 0 && !raw.startsWith(CUT_FORM)) return packZeroRuns(raw);
  return packZeroRuns(`${CUT_FORM}${cuts.toString(16).padStart(2, '0')}${header}${kept}${raw.slice(from)}`);
}

/** raw_data (hex), exactly as signed, from its stored form (hex). */
export function rawDataHexFromStored(storedHex: string, columns: RawDataColumns): string {
  const cutForm = storedHex.startsWith(ZERO_RUNS_FORM) ? unpackZeroRuns(storedHex) : storedHex;
  if (!cutForm.startsWith(CUT_FORM)) return cutForm;
  const reader = new HexReader(cutForm, CUT_FORM.length, 'stored raw_data');
  const count = reader.byte();
  const cuts: { bytes: string; gap: number }[] = [];
  for (let i = 0; i < count; i++) {
    const kind = reader.byte();
    const gap = reader.varint();
    const bytes = cutHex(kind, columns);
    if (bytes === undefined) throw new Error(`stored raw_data has a cut of kind ${kind} its row cannot fill`);
    cuts.push({ bytes, gap });
  }
  let out = '';
  for (const { bytes, gap } of cuts) out += reader.bytes(gap) + bytes;
  return out + cutForm.slice(reader.at);
}
