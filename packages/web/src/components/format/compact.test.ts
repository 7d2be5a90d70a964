import { describe, expect, it } from 'vitest';
import { compactUnits } from './compact';

describe('compact amounts', () => {
  it('keeps whole units below a million and scales above, cutting rather than rounding', () => {
    expect(compactUnits('42880390620000', 6)).toBe('42.88 M');
    expect(compactUnits('999999999999', 6)).toBe('999,999');
    expect(compactUnits('83634000000', 0)).toBe('83.63 B');
    expect(compactUnits('1999999999999999', 0)).toBe('1,999.99 T');
    expect(compactUnits('1500000', 6)).toBe('1');
    expect(compactUnits('0', 6)).toBe('0');
  });
});
