import type { FirstCalls } from '../../app/prefetchCalls';
import { isBlockId } from './blockId';

/** The block page's first calls: the block, and the head it is confirmed against. */
export const blockCalls: FirstCalls = (_url, { id = '' }) => [
  ...(isBlockId(id) ? ([['block', { block: id }]] as const) : []),
  ['homeStats', undefined],
];
