// SQL that writes each generated transaction's Transaction.raw protobuf bytes, as the indexer keeps
// them, so the bench measures their storage and the API's decoding of them on every row it serves.
// Every variable part has a fixed length (addresses, hashes, 6-byte millisecond varints, 4-byte
// amount varints), so tags and lengths are constants written here and each row costs a few built-in
// operators, not function calls.

interface Part {
  sql: string;
  length: number;
}

const varint = (n: number): string => {
  let out = '';
  let v = n;
  while (v >= 128) {
    out += ((v % 128) + 128).toString(16).padStart(2, '0');
    v = Math.floor(v / 128);
  }
  return out + v.toString(16).padStart(2, '0');
};

const bytes = (hex: string): Part => ({ sql: `'\\x${hex}'::bytea`, length: hex.length / 2 });
const text = (value: string): Part => bytes(Buffer.from(value).toString('hex'));
const column = (sql: string, length: number): Part => ({ sql, length });
const concat = (...parts: Part[]): Part => ({
  sql: parts.map((p) => p.sql).join(' || '),
  length: parts.reduce((n, p) => n + p.length, 0),
});

/** A length-delimited field (tag and length are constants). */
const field = (number: number, value: Part): Part =>
  concat(bytes(varint(number * 8 + 2) + varint(value.length)), value);

/** A varint field of `size` bytes holding `expr` (its value must lie in [2^(7(size-1)), 2^(7 size))). */
function varintField(number: number, expr: string, size: number): Part {
  const groups = Array.from({ length: size }, (_, i) => {
    const group = `((${expr}) >> ${7 * i}) & 127`;
    return `((${i === size - 1 ? group : `(${group}) | 128`}) << ${8 * (size - 1 - i)})`;
  });
  const packed = `substring(int8send(${groups.join(' | ')}) from ${9 - size} for ${size})`;
  return concat(bytes(varint(number * 8)), column(packed, size));
}

/** Transaction.Contract: its type number, and the parameter as a google.protobuf.Any. */
const contract = (type: string, number: number, value: Part) =>
  concat(
    bytes(`08${varint(number)}`),
    field(2, concat(field(1, text(`type.googleapis.com/protocol.${type}`)), field(2, value))),
  );

/**
 * raw_data of a generated transaction, as SQL over: `g` its seq, `blk` and `ms` its block's number and
 * time, `owner`/`recipient`/`token` 21-byte addresses, `amount` its POX amount (2^21 ≤ amount < 2^28).
 * A TransferContract, or every third one a PRC20 transfer(address,uint256) call with a fee limit.
 */
export function rawDataSql(): string {
  const address = (name: string) => column(name, 21);
  const transfer = concat(
    field(1, address('owner')),
    field(2, address('recipient')),
    varintField(3, 'amount', 4),
  );
  const callData = column(
    `'\\xa9059cbb'::bytea || decode(repeat('00', 12), 'hex') || substring(recipient from 2) || decode(lpad(to_hex(g % 5000 + 1), 64, '0'), 'hex')`,
    68,
  );
  const trigger = concat(field(1, address('owner')), field(2, address('token')), field(4, callData));
  const head = concat(
    field(1, column(`decode(lpad(to_hex((blk - 1) % 65536), 4, '0'), 'hex')`, 2)),
    field(4, column(`substring(decode(md5('b' || (blk - 1)), 'hex') from 9 for 8)`, 8)),
    varintField(8, 'ms + 60000', 6),
  );
  const tail = varintField(14, 'ms - 1500', 6);
  const call = concat(
    head,
    field(11, contract('TriggerSmartContract', 31, trigger)),
    tail,
    varintField(18, '100000000', 4),
  );
  const send = concat(head, field(11, contract('TransferContract', 1, transfer)), tail);
  return `CASE WHEN g % 3 = 0 THEN ${call.sql} ELSE ${send.sql} END`;
}
