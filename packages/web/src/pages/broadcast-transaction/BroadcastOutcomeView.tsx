import styles from '../../components/form/Form.module.css';
import { TxLink } from '../../components/links/TxLink';
import type { BroadcastOutcome } from './useBroadcast';

export function BroadcastOutcomeView({ outcome }: { outcome: BroadcastOutcome }) {
  if (outcome.accepted)
    return (
      <p className={styles.success} role="status">
        The node accepted the transaction: <TxLink hash={outcome.txid} full />
      </p>
    );
  return (
    <div className={styles.failure} role="alert">
      <strong>{outcome.code}</strong>: {outcome.meaning}
      {outcome.message === '' ? null : <div>Node message: {outcome.message}</div>}
    </div>
  );
}
