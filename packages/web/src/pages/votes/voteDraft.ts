import type { VoteChoice } from '../../wallet-actions/actions/voting';

/** One line of the vote form: an SR and the votes typed for it. */
export interface DraftVote {
  address: string;
  count: string;
}

/** java-tron accepts at most this many SRs in one VoteWitness. */
export const MAX_VOTE_ENTRIES = 30;

export type DraftCheck = { ok: true; choices: VoteChoice[]; total: bigint } | { ok: false; error: string };

const grouped = (value: bigint) => value.toLocaleString('en-US');

/**
 * Checks the form before anything is built: whole positive counts, at most 30 SRs, and no more votes
 * than the account's POX power. `nameOf` names SRs in the messages.
 */
export function checkDraft(
  draft: readonly DraftVote[],
  power: bigint,
  nameOf: (address: string) => string,
): DraftCheck {
  if (draft.length === 0) return { ok: false, error: 'Choose at least one SR to vote for.' };
  if (draft.length > MAX_VOTE_ENTRIES)
    return { ok: false, error: `Vote for at most ${MAX_VOTE_ENTRIES} SRs at once.` };
  const choices: VoteChoice[] = [];
  for (const line of draft) {
    const text = line.count.trim().replaceAll(',', '');
    if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n) {
      return { ok: false, error: `Enter a whole number of votes above zero for ${nameOf(line.address)}.` };
    }
    choices.push({ address: line.address, count: BigInt(text) });
  }
  const total = choices.reduce((sum, c) => sum + c.count, 0n);
  if (total > power) {
    return {
      ok: false,
      error: `These votes add up to ${grouped(total)}, but your POX power is ${grouped(power)}.`,
    };
  }
  return { ok: true, choices, total };
}
