import { describe, expect, it } from 'vitest';
import { type ExportFormState, initialExportForm } from './exportForm';
import { validateExport } from './validateExport';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const today = new Date(2025, 5, 15, 10, 0);
const form = (patch: Partial<ExportFormState>): ExportFormState => ({
  ...initialExportForm(today),
  ...patch,
});
const everythingWrong = form({
  mode: 'block',
  fromBlock: '9',
  toBlock: '1',
  startDate: today,
  endDate: today,
});

describe('validateExport', () => {
  it('checks in the order of the spec: the first failure wins', () => {
    const steps = [
      { downloading: true, address: '', form: everythingWrong },
      { downloading: false, address: '', form: everythingWrong },
      { downloading: false, address: ADDRESS, form: everythingWrong },
      {
        downloading: false,
        address: ADDRESS,
        form: { ...everythingWrong, fromBlock: '1', toBlock: '10002' },
      },
      {
        downloading: false,
        address: ADDRESS,
        form: { ...everythingWrong, fromBlock: '1', toBlock: '10001' },
      },
    ];
    expect(steps.map((step) => validateExport(step))).toEqual([
      { level: 'info', message: 'Please wait for the current download to finish.' },
      { level: 'error', message: 'Please enter a valid contract address.' },
      { level: 'error', message: 'From Block should be less than To Block.' },
      { level: 'error', message: 'Block range should not exceed 10,000.' },
      { level: 'error', message: 'Start Date should be earlier than End Date.' },
    ]);
  });

  it('accepts a span of exactly 10,000 blocks and the default date range', () => {
    expect(
      validateExport({
        downloading: false,
        address: ADDRESS,
        form: form({ mode: 'block', fromBlock: '5', toBlock: '10005' }),
      }),
    ).toBeNull();
    expect(validateExport({ downloading: false, address: ADDRESS, form: form({}) })).toBeNull();
  });

  it('compares dates by day, as they are sent', () => {
    const morning = new Date(2025, 5, 15, 0, 30);
    const evening = new Date(2025, 5, 15, 23, 30);
    expect(
      validateExport({
        downloading: false,
        address: ADDRESS,
        form: form({ startDate: morning, endDate: evening }),
      }),
    ).toEqual({
      level: 'error',
      message: 'Start Date should be earlier than End Date.',
    });
  });

  it('asks for both block numbers in block mode', () => {
    expect(
      validateExport({ downloading: false, address: ADDRESS, form: form({ mode: 'block', fromBlock: '5' }) }),
    ).toEqual({
      level: 'error',
      message: 'Enter both From Block and To Block.',
    });
  });
});
