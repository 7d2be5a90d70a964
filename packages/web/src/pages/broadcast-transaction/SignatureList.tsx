import { useApiQuery } from '../../api/useApiQuery';
import { Skeleton } from '../../components/feedback/Skeleton';
import styles from '../../components/form/Form.module.css';
import { Badge } from '../../components/values/Badge';
import { allowedSignersOf, checkSignatures } from './signatureChecks';

/** Each signature with whether it is valid for the owner's permission (keys read from the node). */
export function SignatureList({
  txID,
  signatures,
  owner,
  permissionId,
}: {
  txID: string;
  signatures: readonly string[];
  owner: string;
  permissionId: number;
}) {
  const account = useApiQuery('nodeAccount', { address: owner, visible: true }, { retry: false });
  if (account.isPending) return <Skeleton width="60%" />;
  const checks = checkSignatures(txID, signatures, allowedSignersOf(account.data, owner, permissionId));
  return (
    <ol className={styles.form} aria-label="Signatures">
      {checks.map((check, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a signature's position is its identity
        <li key={i}>
          <Badge tone={check.valid ? 'success' : 'danger'}>{check.valid ? 'Valid' : 'Invalid'}</Badge>{' '}
          {check.reason}
        </li>
      ))}
    </ol>
  );
}
