import { describe, expect, it } from 'vitest';
import { networkParameters } from '../../components/testing/governanceSamples';
import { checkProposal } from './proposalDraft';

const { parameters } = networkParameters;

describe('the new-proposal check', () => {
  it('turns parameter names into the proposal numbers the API reports', () => {
    expect(
      checkProposal(
        [
          { key: 'getEnergyFee', value: '420' },
          { key: 'getMaintenanceTimeInterval', value: '300,000' },
        ],
        parameters,
      ),
    ).toEqual({
      ok: true,
      parameters: [
        { key: 11, value: 420n },
        { key: 0, value: 300_000n },
      ],
    });
  });

  it('names what is wrong', () => {
    expect(checkProposal([], parameters)).toEqual({
      ok: false,
      error: 'Add at least one parameter to change.',
    });
    expect(checkProposal([{ key: 'getEnergyFee', value: '-1' }], parameters)).toEqual({
      ok: false,
      error: 'Enter a whole number (0 or more) for Energy price (sun per energy).',
    });
    expect(checkProposal([{ key: 'getEnergyFee', value: '9007199254740992' }], parameters).ok).toBe(false);
    expect(
      checkProposal(
        [
          { key: 'getEnergyFee', value: '1' },
          { key: 'getEnergyFee', value: '2' },
        ],
        parameters,
      ),
    ).toEqual({ ok: false, error: 'Energy price (sun per energy) is chosen twice.' });
    expect(checkProposal([{ key: 'getNothing', value: '1' }], parameters)).toEqual({
      ok: false,
      error: 'getNothing cannot be changed by a proposal.',
    });
    const fixed = [
      ...parameters,
      { key: 'getBlockVersion', proposalKey: null, value: '1', initialValue: '1', changes: [] },
    ];
    expect(checkProposal([{ key: 'getBlockVersion', value: '2' }], fixed)).toEqual({
      ok: false,
      error: 'getBlockVersion cannot be changed by a proposal.',
    });
  });
});
