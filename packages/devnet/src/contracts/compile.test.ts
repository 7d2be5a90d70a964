import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from './artifacts.js';
import { compileContracts } from './compile.js';

describe('contract artifacts', () => {
  it('match a fresh compilation of contracts/*.sol (run scripts/compile-contracts.ts after editing one)', () => {
    expect(compileContracts()).toEqual(ARTIFACTS);
  });
});
