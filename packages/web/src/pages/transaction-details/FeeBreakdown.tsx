import type { TransactionDetail } from '@poxscan/api/schemas';
import { Amount } from '../../components/Amount';
import styles from './TransactionDetails.module.css';

const grouped = (value: string) => BigInt(value).toLocaleString('en-US');

function Part({ label, used, unit, burned }: { label: string; used: string; unit: string; burned: string }) {
  return (
    <li>
      {label}: {grouped(used)} {unit}{' '}
      {burned === '0' ? (
        <span className={styles.muted}>(covered by staked or free resources)</span>
      ) : (
        <>
          (<Amount value={burned} /> burned)
        </>
      )}
    </li>
  );
}

/** The fee: what bandwidth and energy the transaction used, and how much POX was burned for them. */
export function FeeBreakdown({ tx }: { tx: TransactionDetail }) {
  return (
    <div className={styles.fee}>
      <strong>
        <Amount value={tx.fee} /> burned
      </strong>
      <ul className={styles.parts} aria-label="Fee breakdown">
        <Part label="Bandwidth" used={tx.netUsage} unit="bytes" burned={tx.netFee} />
        <Part label="Energy" used={tx.energyUsage} unit="energy" burned={tx.energyFee} />
        {tx.feeLimit === null ? null : (
          <li>
            Fee limit: <Amount value={tx.feeLimit} />
          </li>
        )}
      </ul>
    </div>
  );
}
