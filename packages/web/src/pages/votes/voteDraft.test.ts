import { describe, expect, it } from 'vitest';
import { checkDraft, MAX_VOTE_ENTRIES } from './voteDraft';

const name = (address: string) => `SR ${address}`;

describe('the vote form check', () => {
  it('turns whole counts within the POX power into vote choices', () => {
    expect(
      checkDraft(
        [
          { address: 'A', count: '1,500' },
          { address: 'B', count: ' 500 ' },
        ],
        2000n,
        name,
      ),
    ).toEqual({
      ok: true,
      choices: [
        { address: 'A', count: 1500n },
        { address: 'B', count: 500n },
      ],
      total: 2000n,
    });
  });

  it('names what is wrong: no SR, a bad count, too many SRs, more votes than power', () => {
    expect(checkDraft([], 10n, name)).toEqual({ ok: false, error: 'Choose at least one SR to vote for.' });
    for (const count of ['0', '1.5', '-3', 'ten', '']) {
      expect(checkDraft([{ address: 'A', count }], 10n, name)).toEqual({
        ok: false,
        error: 'Enter a whole number of votes above zero for SR A.',
      });
    }
    const many = Array.from({ length: MAX_VOTE_ENTRIES + 1 }, (_, i) => ({ address: `${i}`, count: '1' }));
    expect(checkDraft(many, 100n, name)).toEqual({ ok: false, error: 'Vote for at most 30 SRs at once.' });
    expect(checkDraft([{ address: 'A', count: '12000' }], 11_999n, name)).toEqual({
      ok: false,
      error: 'These votes add up to 12,000, but your POX power is 11,999.',
    });
  });
});
