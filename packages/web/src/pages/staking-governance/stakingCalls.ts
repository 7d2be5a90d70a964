import type { FirstCalls } from '../../app/prefetchCalls';

/** Stakers the top list shows. */
export const TOP_STAKERS_LIMIT = 20;

/** The staking page's first calls: its figures, the value locked by day and the top stakers. */
export const stakingCalls: FirstCalls = () => [
  ['poxStaking', undefined],
  ['homeStats', undefined],
  ['tvlGraph', undefined],
  ['topStakers', { limit: TOP_STAKERS_LIMIT }],
];
