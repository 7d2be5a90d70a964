import type { TransactionDetail } from '@poxscan/api/schemas';
import { useEffect, useState } from 'react';
import { asDecoded, type ContractJson, decodeRaw } from './normalizeParameter';

/** The transaction's decoded contract: as stored, or decoded here from java-tron's raw form. */
export function useContractJson(tx: TransactionDetail): ContractJson | undefined {
  const stored = asDecoded(tx.parameter);
  const [decoded, setDecoded] = useState<ContractJson>();
  useEffect(() => {
    if (stored !== undefined) return;
    let mounted = true;
    void decodeRaw(tx.contractTypeName, tx.parameter).then((json) => {
      if (mounted) setDecoded(json);
    });
    return () => {
      mounted = false;
    };
  }, [stored, tx.contractTypeName, tx.parameter]);
  return stored ?? decoded;
}
