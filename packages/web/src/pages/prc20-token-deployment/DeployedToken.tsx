import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ActionButton } from '../../components/form/ActionButton';
import styles from '../../components/form/Form.module.css';
import { AddressLink } from '../../components/links/AddressLink';
import { TxLink } from '../../components/links/TxLink';
import type { Deployed } from '../../deployment/useDeploy';
import { useVerification } from '../../verification/useVerification';
import { VerificationOutcome } from '../../verification/VerificationOutcome';
import artifact from './prc20Artifact.json';

/** The new token: its page, the token list, and verification of the template's exact sources. */
export function DeployedToken({ deployed, symbol }: { deployed: Deployed; symbol: string }) {
  const verification = useVerification();
  const verify = () =>
    verification.send({
      address: deployed.address,
      contractName: artifact.contractName,
      compilerVersion: artifact.compilerVersion.replace(/\+.*$/, ''),
      sourceType: 'standard-json',
      standardJson: artifact.standardJsonInput as {
        language: 'Solidity';
        sources: Record<string, { content: string }>;
      },
      license: 'MIT',
    });
  return (
    <div className={styles.card} role="status" aria-label="Deployed token">
      <p className={styles.success}>
        {symbol} is deployed at <AddressLink address={deployed.address} full contract /> in block{' '}
        {deployed.blockNumber.toLocaleString('en-US')}. It appears in the token list once the explorer has
        indexed its first transfer.
      </p>
      <p>
        Transaction: <TxLink hash={deployed.txid} full />
      </p>
      <div className={styles.actions}>
        <Link className={styles.secondary} to={paths.tokenDetails(deployed.address)}>
          Open the token
        </Link>
        <Link className={styles.secondary} to={paths.tokens}>
          All tokens
        </Link>
        <ActionButton
          type="button"
          secondary
          busy={verification.sending}
          disabled={verification.job?.status === 'verified'}
          onClick={verify}
        >
          Verify the source
        </ActionButton>
      </div>
      {verification.refusal === undefined ? null : (
        <p className={styles.failure}>{verification.refusal.message}</p>
      )}
      {verification.job === undefined ? null : <VerificationOutcome job={verification.job} />}
    </div>
  );
}
