import type { FirstCalls } from '../../app/prefetchCalls';

const HASH = /^[0-9a-fA-F]{64}$/;

/** The id of the URL as a transaction hash: without `0x`; undefined when it is not one. */
export function transactionHashOf(id: string): string | undefined {
  const hash = id.replace(/^0x/i, '');
  return HASH.test(hash) ? hash : undefined;
}

/** The transaction page's first call. */
export const transactionCalls: FirstCalls = (_url, { id = '' }) => {
  const hash = transactionHashOf(id);
  return hash === undefined ? [] : [['transactionLookup', { hash: hash.toLowerCase() }]];
};
