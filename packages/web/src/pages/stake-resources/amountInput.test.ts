import { describe, expect, it } from 'vitest';
import { address } from '../../components/testing/samples';
import { checkPoxAmount, checkReceiver } from './amountInput';

describe('stake form checks', () => {
  it('reads POX amounts into sun without floating point', () => {
    expect(checkPoxAmount('1,234.567891', undefined)).toEqual({ ok: true, value: 1_234_567_891n });
    expect(checkPoxAmount('9007199254.740993', undefined)).toEqual({
      ok: true,
      value: 9_007_199_254_740_993n,
    });
  });

  it('says what is wrong with an amount', () => {
    expect(checkPoxAmount('', 10n)).toEqual({ ok: false, error: 'Enter an amount in POX (empty amount).' });
    expect(checkPoxAmount('1.0000001', undefined)).toEqual({
      ok: false,
      error: 'Enter an amount in POX (too many decimal places: 7 given, at most 6).',
    });
    expect(checkPoxAmount('0.5', undefined, 1_000_000n)).toEqual({
      ok: false,
      error: 'Enter at least 1 POX.',
    });
    expect(checkPoxAmount('2000', 1_500_000_000n)).toEqual({
      ok: false,
      error: 'You can use at most 1,500 POX here.',
    });
  });

  it('accepts another account as receiver', () => {
    const owner = address('me');
    const other = address('friend');
    expect(checkReceiver(` ${other} `, owner)).toEqual({ ok: true, value: other });
    expect(checkReceiver(owner, owner)).toEqual({
      ok: false,
      error: 'Choose an account other than your own.',
    });
    expect(checkReceiver('41abc', owner).ok).toBe(false);
  });
});
