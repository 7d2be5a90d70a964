import type { VerifyBody } from '@poxscan/api/schemas';
import type { ReactNode } from 'react';
import { ActionButton } from '../components/form/ActionButton';
import styles from '../components/form/Form.module.css';
import { AddressLink } from '../components/links/AddressLink';
import { TxLink } from '../components/links/TxLink';
import { useVerification } from '../verification/useVerification';
import { VerificationOutcome } from '../verification/VerificationOutcome';
import type { Deployed } from './useDeploy';

interface Props {
  /** the card's accessible name, e.g. "Deployed contract" */
  label: string;
  deployed: Deployed;
  /** what was deployed, as the sentence names it */
  name: string;
  /** said after where and when it was deployed */
  note?: string;
  /** the links placed before the verify button */
  links: ReactNode;
  /** the verification that the one-click button sends */
  verifyBody: () => VerifyBody;
}

/** A deployment's outcome: where and when, its transaction, links onward and a one-click verification. */
export function DeployedCard({ label, deployed, name, note, links, verifyBody }: Props) {
  const verification = useVerification();
  return (
    <div className={styles.card} role="status" aria-label={label}>
      <p className={styles.success}>
        {name} is deployed at <AddressLink address={deployed.address} full contract /> in block{' '}
        {deployed.blockNumber.toLocaleString('en-US')}.{note === undefined ? null : ` ${note}`}
      </p>
      <p>
        Transaction: <TxLink hash={deployed.txid} full />
      </p>
      <div className={styles.actions}>
        {links}
        <ActionButton
          type="button"
          secondary
          busy={verification.sending}
          disabled={verification.job?.status === 'verified'}
          onClick={() => verification.send(verifyBody())}
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
