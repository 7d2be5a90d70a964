import type { FirstCalls } from '../../app/prefetchCalls';

/**
 * A base58 address's shape, without its checksum: enough to start the requests early. The page
 * itself checks the address (and reads a hex one) once its code is there; the checksum code stays
 * off the first paint.
 */
const BASE58_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** The address page's first calls: the indexed account and the node's own view of it. */
export const addressCalls: FirstCalls = (_url, { id = '' }) =>
  BASE58_ADDRESS.test(id)
    ? [
        ['accountDetail', { address: id }],
        ['nodeAccount', { address: id, visible: true }],
      ]
    : [];
