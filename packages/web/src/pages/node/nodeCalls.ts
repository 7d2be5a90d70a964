import type { FirstCalls } from '../../app/prefetchCalls';

/** The node page's first calls: the node's own report and its newest block. */
export const nodeCalls: FirstCalls = () => [
  ['nodeInfo', undefined],
  ['nodeNowBlock', undefined],
];
