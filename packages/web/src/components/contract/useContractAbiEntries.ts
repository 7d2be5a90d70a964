import { useMemo } from 'react';
import type { AbiEntry } from '../abi/abiTools';
import { useAbiTools } from '../abi/useAbiTools';
import { useContractAbi } from '../abi/useContractAbi';

export type FunctionKind = 'read' | 'write';

const isRead = (entry: AbiEntry) => entry.stateMutability === 'view' || entry.stateMutability === 'pure';

/**
 * The functions of a contract's ABI a form can call: `read` (view, pure) or `write` (the rest).
 * Undefined while loading; null when the ABI is not known.
 */
export function useContractFunctions(address: string, kind: FunctionKind) {
  const abi = useContractAbi(address);
  const tools = useAbiTools(Boolean(abi));
  const functions = useMemo(() => {
    if (!abi || !tools) return undefined;
    return tools.normalizeAbi(abi).filter((e) => e.type === 'function' && isRead(e) === (kind === 'read'));
  }, [abi, tools, kind]);
  if (abi === null) return { functions: null, tools };
  return { functions, tools };
}
