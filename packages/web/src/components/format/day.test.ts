import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './day';

const NOV_25_LATE = Date.UTC(2026, 10, 25, 23, 59);

describe('day formats', () => {
  it('names the UTC day with spaces that do not break', () => {
    expect(formatDay(NOV_25_LATE)).toBe('Nov\u00a025');
    expect(formatDate(NOV_25_LATE)).toBe('Nov\u00a025,\u00a02026');
  });
});
