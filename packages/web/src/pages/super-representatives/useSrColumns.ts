import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { useHrefWith } from '../../hooks/usePageParam';
import { srColumns } from './srColumns';
import { useRewardParameters } from './useRewardParameters';

/** The SR lists' columns with what they need: the head block, total votes and reward parameters. */
export function useSrColumns() {
  const stats = useApiQuery('homeStats', undefined);
  const votes = useApiQuery('votesData', undefined);
  const rewards = useRewardParameters();
  const hrefWith = useHrefWith();
  const head = stats.data?.latestBlock;
  const totalVotes = votes.data?.totalVotes;
  return useMemo(
    () => srColumns({ head, totalVotes, rewards, detailHref: (address) => hrefWith({ sr: address }) }),
    [head, totalVotes, rewards, hrefWith],
  );
}
