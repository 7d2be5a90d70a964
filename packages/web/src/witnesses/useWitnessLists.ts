import type { Witness } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { useApiQuery } from '../api/useApiQuery';

const ALL = {};

/** The two lists' calls, for the route loaders of the screens that show them. */
export const WITNESS_LIST_CALLS = [
  ['witnesses', ALL],
  ['witnessPartners', ALL],
] as const;

/** The 27 SRs and their partners (ranks 28–127): two small lists every governance screen shares. */
export function useWitnessLists() {
  const srs = useApiQuery('witnesses', ALL);
  const partners = useApiQuery('witnessPartners', ALL);
  return { srs, partners };
}

/** SRs and partners by address, for naming voters' choices and proposals' approvers. */
export function useWitnessDirectory(): ReadonlyMap<string, Witness> {
  const { srs, partners } = useWitnessLists();
  return useMemo(
    () =>
      new Map(
        [...(srs.data?.witnesses ?? []), ...(partners.data?.witnesses ?? [])].map((w) => [w.address, w]),
      ),
    [srs.data, partners.data],
  );
}
