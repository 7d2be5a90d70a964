import { isAddress } from '@poxscan/protocol/browser';
import { startOfDay } from 'date-fns';
import { type ExportFormState, MAX_BLOCK_RANGE } from './exportForm';

export interface ExportProblem {
  level: 'info' | 'error';
  message: string;
}

function blockNumber(text: string): number | null {
  return /^[0-9]+$/.test(text) ? Number(text) : null;
}

/**
 * The download checks, in the spec's order; the first failure wins. The block checks apply whatever the
 * mode, whenever both block fields hold a number. The last check is ours (the API makes it too): block mode
 * needs both numbers.
 */
export function validateExport(input: {
  downloading: boolean;
  address: string;
  form: ExportFormState;
}): ExportProblem | null {
  const { form } = input;
  if (input.downloading) return { level: 'info', message: 'Please wait for the current download to finish.' };
  if (!isAddress(input.address.trim()))
    return { level: 'error', message: 'Please enter a valid contract address.' };
  const from = blockNumber(form.fromBlock);
  const to = blockNumber(form.toBlock);
  if (from !== null && to !== null) {
    if (from >= to) return { level: 'error', message: 'From Block should be less than To Block.' };
    if (to - from > MAX_BLOCK_RANGE)
      return { level: 'error', message: 'Block range should not exceed 10,000.' };
  }
  // Dates travel as days (dd/mm/yyyy), so they are compared as days.
  if (startOfDay(form.startDate).getTime() >= startOfDay(form.endDate).getTime()) {
    return { level: 'error', message: 'Start Date should be earlier than End Date.' };
  }
  if (form.mode === 'block' && (from === null || to === null)) {
    return { level: 'error', message: 'Enter both From Block and To Block.' };
  }
  return null;
}
