import { useApiQuery } from '../../api/useApiQuery';

const ABI_STALE_MS = 10 * 60 * 1000;

const entriesOf = (abi: unknown[] | null | undefined) => (abi && abi.length > 0 ? abi : null);

/**
 * A contract's ABI: the one its verified source compiles to when the explorer has it (the contract
 * detail's `abi`), else the one the deployer gave the node (`getcontract`), which many contracts leave
 * empty. Undefined while loading; null when neither is known.
 */
export function useContractAbi(address: string | null | undefined): unknown[] | null | undefined {
  const enabled = Boolean(address);
  // Not kept long: a verification through this app changes it, and should show on the next page.
  const verified = useApiQuery('contractDetail', { contractAddress: address ?? '' }, { enabled });
  const node = useApiQuery(
    'nodeContract',
    { value: address ?? '', visible: true },
    { enabled, staleTime: ABI_STALE_MS },
  );
  if (!address) return null;
  // Wait for the preferred answer, so a decoded call does not switch ABIs under the reader.
  if (verified.data === undefined && !verified.error) return undefined;
  const preferred = entriesOf(verified.data?.abi);
  if (preferred) return preferred;
  if (node.data === undefined) return node.error ? null : undefined;
  return entriesOf(node.data.abi?.entrys);
}
