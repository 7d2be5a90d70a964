import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { toBigInt } from '../../components/format/amount';
import type { RewardParameters } from '../../witnesses/srMetrics';
import { useWitnessLists } from '../../witnesses/useWitnessLists';

/** What voters' reward rates are computed from: the chain's pay parameters, block time and votes. */
export function useRewardParameters(): RewardParameters | undefined {
  const parameters = useApiQuery('networkParameters', undefined);
  const blocks = useApiQuery('blocksInfo', undefined);
  const { srs, partners } = useWitnessLists();
  return useMemo(() => {
    const value = (key: string) => toBigInt(parameters.data?.parameters.find((p) => p.key === key)?.value);
    const payPerBlock = value('getWitnessPayPerBlock');
    const standbyPayPerBlock = value('getWitness127PayPerBlock');
    const blockTimeMs = blocks.data?.averageBlockTimeMs;
    if (payPerBlock === undefined || standbyPayPerBlock === undefined || !blockTimeMs) return undefined;
    if (srs.data === undefined || partners.data === undefined) return undefined;
    const rewardedVotes = [...srs.data.witnesses, ...partners.data.witnesses].reduce(
      (sum, w) => sum + BigInt(w.votes),
      0n,
    );
    return { payPerBlock, standbyPayPerBlock, blockTimeMs, rewardedVotes };
  }, [parameters.data, blocks.data, srs.data, partners.data]);
}
