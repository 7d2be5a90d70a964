import { parseAddress } from '@poxscan/protocol/browser';
import type { FirstCalls } from '../../app/prefetchCalls';

/** The address page's first calls: the indexed account and the node's own view of it. */
export const addressCalls: FirstCalls = (_url, { id = '' }) => {
  const parsed = parseAddress(id);
  if (!parsed.ok) return [];
  return [
    ['accountDetail', { address: parsed.base58 }],
    ['nodeAccount', { address: parsed.base58, visible: true }],
  ];
};
