import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { amount } from '../queries/convert.js';
import type { TransferRow } from '../queries/transfers.js';
import { formatUnits, isoUtc, neutralise } from './cells.js';

export const CSV_HEADER = [
  'Transaction Hash',
  'Block Number',
  'Date (UTC)',
  'From',
  'To',
  'Amount',
  'Token Symbol',
  'Token ID',
  'Standard',
];

function cells(r: TransferRow): string[] {
  const native = r.token_id === '_';
  const decimals = native ? 6 : (r.t_decimals ?? 0);
  return [
    r.tx_hash,
    String(r.block_num),
    isoUtc(r.block_time.getTime()),
    r.from_address,
    r.to_address,
    formatUnits(BigInt(amount(r.amount)), decimals),
    neutralise(native ? 'POX' : (r.t_symbol ?? '')),
    native ? '_' : r.token_id,
    r.standard,
  ];
}

/** RFC 4180 CSV (CRLF, quoted when needed) with a header row, streamed row by row. */
export function csvStream(rows: readonly TransferRow[]): Readable {
  const out = stringify({ header: true, columns: CSV_HEADER, record_delimiter: '\r\n' });
  (async () => {
    for (const r of rows) {
      if (!out.write(cells(r))) await new Promise((resolve) => out.once('drain', resolve));
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
