import type { CsvExportQuery, CsvExportStatus } from '@poxscan/api/schemas';
import { format } from 'date-fns';
import type { ExportFormState } from './exportForm';

export const NO_DATA_MESSAGE = 'No data found for the selected criteria.';

/** The export request of the form: only the chosen mode's range is sent; dates as dd/mm/yyyy. */
export function exportQueryOf(address: string, form: ExportFormState): CsvExportQuery {
  const byDate = form.mode === 'date';
  return {
    type: form.type,
    contractAddress: address.trim(),
    fromBlock: byDate ? '' : form.fromBlock,
    toBlock: byDate ? '' : form.toBlock,
    startDate: byDate ? format(form.startDate, 'dd/MM/yyyy') : '',
    endDate: byDate ? format(form.endDate, 'dd/MM/yyyy') : '',
  };
}

export type ExportOutcome = { kind: 'file'; blob: Blob } | { kind: 'refused'; message: string };

function isStatus(value: unknown): value is CsvExportStatus {
  return typeof value === 'object' && value !== null && typeof (value as CsvExportStatus).status === 'number';
}

/** The API answers a CSV file, or a JSON `{ status, message }` (as a blob) when there is nothing to export. */
export async function interpretExportAnswer(blob: Blob): Promise<ExportOutcome> {
  if (!blob.type.includes('json')) return { kind: 'file', blob };
  let body: unknown;
  try {
    body = JSON.parse(await blob.text());
  } catch {
    return { kind: 'refused', message: NO_DATA_MESSAGE };
  }
  if (isStatus(body) && body.status === 200) return { kind: 'file', blob };
  const message = isStatus(body) && body.message !== '' ? body.message : NO_DATA_MESSAGE;
  return { kind: 'refused', message };
}

export function exportFileName(now: number = Date.now()): string {
  return `data-export-${now}.csv`;
}
