import { parseUnits } from '@poxscan/protocol/browser';

export interface TokenForm {
  name: string;
  symbol: string;
  decimals: string;
  initialSupply: string;
  mintable: boolean;
  burnable: boolean;
  feeLimit: string;
}

export const INITIAL_TOKEN_FORM: TokenForm = {
  name: '',
  symbol: '',
  decimals: '18',
  initialSupply: '',
  mintable: false,
  burnable: false,
  feeLimit: '1000',
};

export type TokenErrors = Partial<Record<keyof TokenForm, string>>;

const MAX_UINT256 = (1n << 256n) - 1n;

/** The initial supply in base units (supply × 10^decimals); throws with a reason. */
export function baseUnits(form: Pick<TokenForm, 'initialSupply' | 'decimals'>): bigint {
  return parseUnits(form.initialSupply.trim().replaceAll(',', ''), Number(form.decimals));
}

export function validateToken(form: TokenForm): TokenErrors {
  const errors: TokenErrors = {};
  const name = form.name.trim();
  if (name === '' || name.length > 64) errors.name = 'Enter a name of 1 to 64 characters, e.g. My Token.';
  if (!/^[A-Za-z0-9]{1,11}$/.test(form.symbol.trim()))
    errors.symbol = 'Enter a symbol of 1 to 11 letters or digits, e.g. MTK.';
  const decimals = form.decimals.trim();
  if (!/^\d{1,2}$/.test(decimals) || Number(decimals) > 18)
    errors.decimals = 'Decimals is a whole number from 0 to 18.';
  if (errors.decimals === undefined) {
    try {
      const supply = baseUnits(form);
      if (supply === 0n) errors.initialSupply = 'The initial supply must be more than 0.';
      else if (supply > MAX_UINT256) errors.initialSupply = 'The initial supply is too large for a uint256.';
    } catch (error) {
      errors.initialSupply = `Not a token amount: ${(error as Error).message}.`;
    }
  }
  return errors;
}

/** The template's constructor arguments: name, symbol, decimals, supply in base units, mintable, burnable. */
export function constructorArguments(form: TokenForm): unknown[] {
  return [
    form.name.trim(),
    form.symbol.trim(),
    Number(form.decimals),
    baseUnits(form),
    form.mintable,
    form.burnable,
  ];
}
