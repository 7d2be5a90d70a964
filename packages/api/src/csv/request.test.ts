import { describe, expect, it } from 'vitest';
import { checkExportRequest, ExportRefusal, parseDayMonthYear } from './request.js';

const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const refusal = (q: Parameters<typeof checkExportRequest>[0]) => {
  try {
    checkExportRequest(q);
  } catch (e) {
    if (e instanceof ExportRefusal) return e.message;
    throw e;
  }
  return 'accepted';
};

describe('export request checks', () => {
  it('refuses in the spec order with the spec wording', () => {
    expect(refusal({ contractAddress: '', fromBlock: '9', toBlock: '1' })).toBe(
      'Please enter a valid contract address.',
    );
    expect(
      refusal({
        contractAddress: address,
        fromBlock: '9',
        toBlock: '1',
        startDate: '02/01/2024',
        endDate: '01/01/2024',
      }),
    ).toBe('From Block should be less than To Block.');
    expect(refusal({ contractAddress: address, fromBlock: '5', toBlock: '5' })).toBe(
      'From Block should be less than To Block.',
    );
    expect(refusal({ contractAddress: address, fromBlock: '0', toBlock: '10001' })).toBe(
      'Block range should not exceed 10,000.',
    );
    expect(
      refusal({
        contractAddress: address,
        fromBlock: '0',
        toBlock: '10000',
        startDate: '02/01/2024',
        endDate: '01/01/2024',
      }),
    ).toBe('Start Date should be earlier than End Date.');
  });

  it('accepts a block range of exactly 10,000 and a date range, end day included', () => {
    expect(checkExportRequest({ contractAddress: address, fromBlock: '0', toBlock: '10000' }).blocks).toEqual(
      { from: 0, to: 10_000 },
    );
    const r = checkExportRequest({
      contractAddress: address,
      type: 'USDT',
      startDate: '01/02/2024',
      endDate: '03/02/2024',
    });
    expect(r.times).toEqual({ from: Date.UTC(2024, 1, 1), to: Date.UTC(2024, 1, 4) - 1 });
    expect(r.symbol).toBe('USDT');
  });

  it('parses real dd/mm/yyyy dates only', () => {
    expect(parseDayMonthYear('29/02/2024')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
    expect(parseDayMonthYear('31/04/2024')).toBeNull();
    expect(parseDayMonthYear('2024-02-01')).toBeNull();
  });
});
