import type { SearchHit, SearchResponse } from '@poxscan/api/schemas';
import { describe, expect, it } from 'vitest';
import { resolveSearch } from './resolveSearch';

const hit = (kind: SearchHit['kind'], key: string): SearchHit => ({
  kind,
  key,
  label: key,
  detail: null,
  score: 1,
});
const answering = (hits: SearchHit[]) => async (): Promise<SearchResponse> => ({ term: '', hits });
const unreachable = async (): Promise<SearchResponse> => {
  throw new Error('search service down');
};

describe('resolveSearch', () => {
  it('sends an address straight to its page, in base58', async () => {
    expect(await resolveSearch('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', unreachable)).toBe(
      '/address-account/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    );
    expect(await resolveSearch('4174472e7d35395a6b5add427eecb7f4b62ad2b071', unreachable)).toBe(
      '/address-account/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    );
  });

  it.each([
    [hit('block', '1234'), '/blockchain/block/blockdetails/1234'],
    [hit('transaction', 'ab'.repeat(32)), `/transactiondetails/${'ab'.repeat(32)}`],
    [hit('token', '1000001'), '/tokendetails/1000001'],
    [
      hit('contract', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'),
      '/address-account/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    ],
  ])('follows the best hit of the search service (%o)', async (best, path) => {
    expect(await resolveSearch('term', answering([best, hit('token', 'other')]))).toBe(path);
  });

  it('answers null when nothing matches', async () => {
    expect(await resolveSearch('no such thing', answering([]))).toBeNull();
  });

  it('still finds heights and hashes when the search service is down', async () => {
    expect(await resolveSearch('1234', unreachable)).toBe('/blockchain/block/blockdetails/1234');
    expect(await resolveSearch(`0x${'AB'.repeat(32)}`, unreachable)).toBe(
      `/transactiondetails/${'ab'.repeat(32)}`,
    );
    await expect(resolveSearch('USDT', unreachable)).rejects.toThrow('search service down');
  });
});
