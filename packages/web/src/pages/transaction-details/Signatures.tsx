import { Panel } from '../../components/layout/Panel';
import styles from './TransactionDetails.module.css';

/** The transaction's signatures (65 bytes each: r, s, v), one per signing key. */
export function Signatures({ signatures }: { signatures: readonly string[] }) {
  return (
    <Panel title={`Signatures (${signatures.length})`}>
      {signatures.length === 0 ? (
        <p className={styles.muted}>Unsigned.</p>
      ) : (
        <ol className={styles.signatures}>
          {signatures.map((signature) => (
            <li key={signature}>
              <code>{signature}</code>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
