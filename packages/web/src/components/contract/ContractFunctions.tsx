import { useAppSelector } from '../../state/hooks';
import { EmptyState } from '../feedback/QueryStates';
import { Skeleton } from '../feedback/Skeleton';
import styles from './Contract.module.css';
import { ReadFunction } from './ReadFunction';
import { type FunctionKind, useContractFunctions } from './useContractAbiEntries';
import { WriteFunction } from './WriteFunction';

/**
 * The read or write tab of a contract: a form per function of its ABI. Reads run as constant calls
 * (from the connected wallet's address when there is one); writes need a connected wallet.
 */
export function ContractFunctions({ address, kind }: { address: string; kind: FunctionKind }) {
  const wallet = useAppSelector((state) => state.home.walletAddress);
  const { functions, tools } = useContractFunctions(address, kind);
  if (functions === null)
    return <EmptyState>The contract's ABI is not known, so it cannot be called from here.</EmptyState>;
  if (functions === undefined || tools === undefined) return <Skeleton height="6em" />;
  if (functions.length === 0)
    return (
      <EmptyState>
        {kind === 'read' ? 'The contract has no read functions.' : 'The contract has no write functions.'}
      </EmptyState>
    );
  if (kind === 'write' && wallet === '')
    return (
      <EmptyState>Connect a wallet (the button at the top of the page) to write to this contract.</EmptyState>
    );
  return (
    <div className={styles.functions}>
      {kind === 'write' ? <p className={styles.from}>Transactions are sent from {wallet}.</p> : null}
      {functions.map((entry, i) =>
        kind === 'read' ? (
          <ReadFunction
            key={tools.functionSignature(entry)}
            contract={address}
            entry={entry}
            tools={tools}
            index={i + 1}
            owner={wallet || address}
          />
        ) : (
          <WriteFunction
            key={tools.functionSignature(entry)}
            contract={address}
            entry={entry}
            tools={tools}
            index={i + 1}
            wallet={wallet}
          />
        ),
      )}
    </div>
  );
}
