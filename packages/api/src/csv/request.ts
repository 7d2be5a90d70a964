import type { CsvExportQuery } from '../schemas/export.js';

export const MAX_BLOCK_SPAN = 10_000;
export const MAX_RECORDS = 5_000;
const ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** A checked export request: an address, a token filter and an inclusive range of blocks and/or times. */
export interface ExportRequest {
  address: string;
  symbol: string | null;
  blocks: { from: number; to: number } | null;
  times: { from: number; to: number } | null;
}

/** A refusal, worded as the export page words it. */
export class ExportRefusal extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
  }
}

/** dd/mm/yyyy → ms at 00:00 UTC, or null when it is not a real date. */
export function parseDayMonthYear(text: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : null;
}

const present = (v: string | undefined): v is string => v !== undefined && v !== '';

/** The spec's checks, in the spec's order, on the server too. */
export function checkExportRequest(q: CsvExportQuery): ExportRequest {
  if (!ADDRESS.test(q.contractAddress.trim())) {
    throw new ExportRefusal('Please enter a valid contract address.', 'contractAddress');
  }
  let blocks: ExportRequest['blocks'] = null;
  if (present(q.fromBlock) || present(q.toBlock)) {
    if (!present(q.fromBlock) || !present(q.toBlock)) {
      throw new ExportRefusal(
        'Enter both From Block and To Block.',
        present(q.fromBlock) ? 'toBlock' : 'fromBlock',
      );
    }
    const from = Number(q.fromBlock);
    const to = Number(q.toBlock);
    if (!(from < to)) throw new ExportRefusal('From Block should be less than To Block.', 'fromBlock');
    if (to - from > MAX_BLOCK_SPAN)
      throw new ExportRefusal('Block range should not exceed 10,000.', 'toBlock');
    blocks = { from, to };
  }
  let times: ExportRequest['times'] = null;
  if (present(q.startDate) || present(q.endDate)) {
    const start = present(q.startDate) ? parseDayMonthYear(q.startDate) : null;
    const end = present(q.endDate) ? parseDayMonthYear(q.endDate) : null;
    if (start === null) throw new ExportRefusal('Start Date is not a valid dd/mm/yyyy date.', 'startDate');
    if (end === null) throw new ExportRefusal('End Date is not a valid dd/mm/yyyy date.', 'endDate');
    if (!(start < end)) throw new ExportRefusal('Start Date should be earlier than End Date.', 'startDate');
    times = { from: start, to: end + 86_400_000 - 1 };
  }
  if (blocks === null && times === null) {
    throw new ExportRefusal('Choose a date range or a block range.', 'startDate');
  }
  const symbol = q.type?.trim() ?? '';
  return { address: q.contractAddress.trim(), symbol: symbol === '' ? null : symbol, blocks, times };
}
