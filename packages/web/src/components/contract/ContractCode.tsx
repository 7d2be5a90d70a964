import { useApiQuery } from '../../api/useApiQuery';
import { Skeleton } from '../feedback/Skeleton';
import { Panel } from '../layout/Panel';
import { Badge } from '../values/Badge';
import styles from './Contract.module.css';

/** A contract's code: the verified source when there is one, its ABI, and the bytecode the node holds. */
export function ContractCode({ address }: { address: string }) {
  const detail = useApiQuery('contractDetail', { contractAddress: address });
  const node = useApiQuery('nodeContract', { value: address, visible: true }, { staleTime: 600_000 });
  const abi = detail.data?.abi ?? node.data?.abi?.entrys ?? null;
  const loading = detail.isPending || node.isPending;
  if (loading) return <Skeleton height="8em" />;
  return (
    <>
      <Panel title="Source code">
        {detail.data?.source ? (
          <>
            <p className={styles.meta}>
              <Badge tone="success">Verified</Badge> {detail.data.compiler ?? ''}{' '}
              {detail.data.license ? `· ${detail.data.license}` : ''}
            </p>
            <pre className={styles.code}>{detail.data.source}</pre>
          </>
        ) : (
          <p className={styles.meta}>
            <Badge tone="neutral">Unverified</Badge> The source code of this contract has not been verified.
          </p>
        )}
      </Panel>
      <Panel title="ABI">
        {abi ? (
          <pre className={styles.code}>{JSON.stringify(abi, null, 2)}</pre>
        ) : (
          <p className={styles.meta}>No ABI was published.</p>
        )}
      </Panel>
      <Panel title="Bytecode">
        {node.data?.bytecode ? (
          <pre className={styles.code}>{node.data.bytecode}</pre>
        ) : (
          <p className={styles.meta}>The node returned no bytecode.</p>
        )}
      </Panel>
    </>
  );
}
