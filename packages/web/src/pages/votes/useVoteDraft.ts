import { useCallback, useMemo, useState } from 'react';
import type { DraftVote } from './voteDraft';

/**
 * The vote form's lines. Until the visitor edits them they follow the account's current votes, so the
 * form starts from what is on chain (a VoteWitness replaces every earlier vote).
 */
export function useVoteDraft(current: readonly { address: string; count: bigint }[] | undefined) {
  const [edited, setEdited] = useState<DraftVote[]>();
  const lines = useMemo(
    () => edited ?? (current ?? []).map((v) => ({ address: v.address, count: v.count.toString() })),
    [edited, current],
  );
  const choose = useCallback(
    (address: string) =>
      setEdited(lines.some((l) => l.address === address) ? lines : [...lines, { address, count: '' }]),
    [lines],
  );
  const setCount = useCallback(
    (address: string, count: string) =>
      setEdited(lines.map((l) => (l.address === address ? { ...l, count } : l))),
    [lines],
  );
  const remove = useCallback(
    (address: string) => setEdited(lines.filter((l) => l.address !== address)),
    [lines],
  );
  const reset = useCallback(() => setEdited(undefined), []);
  const chosen = useMemo(() => new Set(lines.map((l) => l.address)), [lines]);
  return { lines, chosen, choose, setCount, remove, reset, edited: edited !== undefined };
}
