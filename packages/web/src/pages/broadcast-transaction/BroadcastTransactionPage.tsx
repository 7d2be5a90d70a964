import { useMemo, useState } from 'react';
import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { PageLayout } from '../../components/layout/PageLayout';
import { BroadcastOutcomeView } from './BroadcastOutcomeView';
import { parseSignedTransaction } from './parseSignedTransaction';
import { TransactionPreview } from './TransactionPreview';
import { useBroadcast } from './useBroadcast';

/** Paste a signed transaction, see what it does and whether its signatures hold, then send it. */
export default function BroadcastTransactionPage() {
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseSignedTransaction(text), [text]);
  const broadcast = useBroadcast();
  const edit = (value: string) => {
    setText(value);
    broadcast.reset();
  };
  return (
    <PageLayout title="Broadcast Transaction">
      <form
        className={`${styles.card} ${styles.form}`}
        aria-label="Broadcast a signed transaction"
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.ok && !broadcast.isPending) broadcast.mutate(parsed.tx);
        }}
      >
        <TextField
          id="broadcast-input"
          label="Signed transaction (JSON or hex)"
          hint="The JSON a wallet returns after signing (with raw_data_hex and signature), or the serialized transaction as hex."
          multiline
          rows={8}
          value={text}
          onChange={edit}
          error={text.trim() !== '' && !parsed.ok ? parsed.error : undefined}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={!parsed.ok || broadcast.isPending}
            aria-busy={broadcast.isPending}
          >
            {broadcast.isPending ? 'Broadcasting...' : 'Broadcast'}
          </button>
        </div>
        {broadcast.data === undefined ? null : <BroadcastOutcomeView outcome={broadcast.data} />}
        {broadcast.error === null ? null : (
          <p className={styles.failure} role="alert">
            {broadcast.error.message}
          </p>
        )}
      </form>
      {parsed.ok ? <TransactionPreview tx={parsed.tx} /> : null}
    </PageLayout>
  );
}
