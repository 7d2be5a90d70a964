import { useApiQuery } from '../../api/useApiQuery';

const ABI_STALE_MS = 10 * 60 * 1000;

/**
 * A contract's ABI as the full node keeps it (`getcontract`): known for verified and unverified
 * contracts alike whenever the deployer published one. Undefined while loading; null when unknown.
 */
export function useContractAbi(address: string | null | undefined): unknown[] | null | undefined {
  const query = useApiQuery(
    'nodeContract',
    { value: address ?? '', visible: true },
    { enabled: Boolean(address), staleTime: ABI_STALE_MS },
  );
  if (!address) return null;
  if (query.data === undefined) return query.error ? null : undefined;
  const entries = query.data.abi?.entrys;
  return entries !== undefined && entries.length > 0 ? entries : null;
}
