import { SERIES_NAMES } from '@poxscan/api/schemas';
import { describe, expect, it } from 'vitest';
import { CHART_SERIES, chartValue, formatChartValue, SUPPLY_SERIES, seriesCsv } from './catalogue';

const DAY = Date.UTC(2026, 10, 24);

describe('data series catalogue', () => {
  it('lists every series once per page', () => {
    for (const list of [CHART_SERIES, SUPPLY_SERIES]) {
      expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
    }
  });

  // The pages' lists are written apart from the API's so the first paint does not load its schemas.
  it('shows every series the API serves, on the Charts or the supply page', () => {
    const shown = new Set([...CHART_SERIES, ...SUPPLY_SERIES].map((s) => s.name));
    expect([...shown].sort()).toEqual([...SERIES_NAMES].sort());
  });

  it('writes CSV with the real dates and exact POX, never a float', () => {
    const csv = seriesCsv({
      series: 'fees-burned',
      unit: 'sun',
      points: [
        { day: DAY, value: '123456789012345678' },
        { day: DAY + 86_400_000, value: '1' },
      ],
    });
    expect(csv).toBe('date,fees-burned (POX)\n2026-11-24,123456789012.345678\n2026-11-25,0.000001\n');
  });

  it('writes block times in seconds', () => {
    const csv = seriesCsv({ series: 'block-time', unit: 'ms', points: [{ day: DAY, value: '3012' }] });
    expect(csv).toBe('date,block-time (seconds)\n2026-11-24,3.012\n');
  });

  it('charts POX and seconds, labelled whole', () => {
    expect(chartValue('2500000', 'sun')).toBe(2.5);
    expect(chartValue('3000', 'ms')).toBe(3);
    expect(formatChartValue('sun')(1_500_000)).toBe('1.5M POX');
    expect(formatChartValue('ms')(3)).toBe('3 s');
    expect(formatChartValue('count')(1234)).toBe('1,234');
  });
});
