import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiContext';
import { addressNameBatchOf } from '../api/addressNameBatch';

const NAMES_STALE_MS = 5 * 60 * 1000;
const ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/**
 * The name shown beside an address: its name tag, else the account name set on chain, else its token's
 * or contract's name (`source` says which). The addresses on screen share one batched, cached lookup.
 */
export function useAddressName(address: string) {
  const client = useApiClient();
  const { data } = useQuery({
    queryKey: ['addressName', address],
    queryFn: () => addressNameBatchOf(client).load(address),
    staleTime: NAMES_STALE_MS,
    enabled: ADDRESS.test(address),
  });
  return data ?? undefined;
}

/** The name of an address (see `useAddressName`), or undefined when it has none. */
export function useNameTag(address: string): string | undefined {
  return useAddressName(address)?.name;
}
