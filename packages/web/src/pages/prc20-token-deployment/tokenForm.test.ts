import { describe, expect, it } from 'vitest';
import { constructorArguments, INITIAL_TOKEN_FORM, validateToken } from './tokenForm';

const form = {
  ...INITIAL_TOKEN_FORM,
  name: 'Pox Test',
  symbol: 'PXT',
  decimals: '6',
  initialSupply: '1,000,000.5',
};

describe('PRC20 token form', () => {
  it('turns the supply into base units with the chosen decimals', () => {
    expect(validateToken(form)).toEqual({});
    expect(constructorArguments({ ...form, burnable: true })).toEqual([
      'Pox Test',
      'PXT',
      6,
      1_000_000_500_000n,
      false,
      true,
    ]);
  });

  it('names each field that is wrong', () => {
    expect(validateToken({ ...INITIAL_TOKEN_FORM, symbol: 'TOO-LONG-SYMBOL', decimals: '19' })).toEqual({
      name: 'Enter a name of 1 to 64 characters, e.g. My Token.',
      symbol: 'Enter a symbol of 1 to 11 letters or digits, e.g. MTK.',
      decimals: 'Decimals is a whole number from 0 to 18.',
    });
    expect(validateToken({ ...form, initialSupply: '0' }).initialSupply).toBe(
      'The initial supply must be more than 0.',
    );
    expect(validateToken({ ...form, initialSupply: '1.0000001' }).initialSupply).toMatch(
      /^Not a token amount: .*decimal/,
    );
    expect(validateToken({ ...form, decimals: '18', initialSupply: '1'.padEnd(62, '0') }).initialSupply).toBe(
      'The initial supply is too large for a uint256.',
    );
  });
});
