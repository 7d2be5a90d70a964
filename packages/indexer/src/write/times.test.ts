import { describe, expect, it } from 'vitest';
import { iso, isoMemo, periodLabel, utcDay } from './times.js';

describe('utcDay and periodLabel', () => {
  it('labels each time by its own period, whatever the order the times come in', () => {
    const midnight = Date.UTC(2024, 2, 10);
    const times = [midnight - 1, midnight, midnight - 1, midnight + 86_399_999, midnight + 86_400_000, -1, 0];
    expect(times.map(utcDay)).toEqual([
      '2024-03-09',
      '2024-03-10',
      '2024-03-09',
      '2024-03-10',
      '2024-03-11',
      '1969-12-31',
      '1970-01-01',
    ]);
    const hour = periodLabel(3_600_000, iso);
    expect([midnight + 3_599_999, midnight + 3_600_000, midnight - 1].map(hour)).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T01:00:00.000Z',
      '2024-03-09T23:00:00.000Z',
    ]);
  });

  it('remembers ISO times without mixing them up', () => {
    const time = isoMemo();
    expect([0, 1_000, 0, 1_000].map(time)).toEqual([iso(0), iso(1_000), iso(0), iso(1_000)]);
  });
});
