import type { SearchHit, SearchQuery, SearchResponse } from '@poxscan/api/schemas';
import { parseAddress } from '@poxscan/protocol/browser';
import { paths } from '../app/paths';

const BLOCK_NUMBER = /^[0-9]{1,12}$/;
const HASH = /^(?:0x)?[0-9a-fA-F]{64}$/;

export function pathOfHit(hit: SearchHit): string {
  switch (hit.kind) {
    case 'block':
      return paths.blockDetails(hit.key);
    case 'transaction':
      return paths.transactionDetails(hit.key);
    case 'token':
      return paths.tokenDetails(hit.key);
    case 'address':
    case 'contract':
      return paths.address(hit.key);
  }
}

/** What the term must be when the search service cannot be asked: a height, or a transaction hash. */
function guess(term: string): string | null {
  if (BLOCK_NUMBER.test(term)) return paths.blockDetails(term);
  if (HASH.test(term)) return paths.transactionDetails(term.replace(/^0x/, '').toLowerCase());
  return null;
}

/**
 * Where a search term leads: an address goes straight to its page; anything else (a height, a hash, a
 * token name or symbol) is ranked by the search service and the best hit wins. `null`: nothing found.
 */
export async function resolveSearch(
  term: string,
  search: (query: SearchQuery) => Promise<SearchResponse>,
): Promise<string | null> {
  const address = parseAddress(term);
  if (address.ok) return paths.address(address.base58);
  let response: SearchResponse;
  try {
    response = await search({ term, type: 'all' });
  } catch (error) {
    const fallback = guess(term);
    if (fallback === null) throw error;
    return fallback;
  }
  const best = response.hits[0];
  return best === undefined ? null : pathOfHit(best);
}
