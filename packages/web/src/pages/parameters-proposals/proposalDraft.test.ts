import { describe, expect, it } from 'vitest';
import { checkProposal } from './proposalDraft';

describe('the new-proposal check', () => {
  it("turns parameter names into java-tron's proposal numbers", () => {
    expect(
      checkProposal([
        { key: 'getEnergyFee', value: '420' },
        { key: 'getMaintenanceTimeInterval', value: '300,000' },
      ]),
    ).toEqual({
      ok: true,
      parameters: [
        { key: 11, value: 420n },
        { key: 0, value: 300_000n },
      ],
    });
  });

  it('names what is wrong', () => {
    expect(checkProposal([])).toEqual({ ok: false, error: 'Add at least one parameter to change.' });
    expect(checkProposal([{ key: 'getEnergyFee', value: '-1' }])).toEqual({
      ok: false,
      error: 'Enter a whole number (0 or more) for Energy price (sun per energy).',
    });
    expect(checkProposal([{ key: 'getEnergyFee', value: '9007199254740992' }]).ok).toBe(false);
    expect(
      checkProposal([
        { key: 'getEnergyFee', value: '1' },
        { key: 'getEnergyFee', value: '2' },
      ]),
    ).toEqual({ ok: false, error: 'Energy price (sun per energy) is chosen twice.' });
    expect(checkProposal([{ key: 'getNothing', value: '1' }])).toEqual({
      ok: false,
      error: 'getNothing cannot be changed by a proposal.',
    });
  });
});
