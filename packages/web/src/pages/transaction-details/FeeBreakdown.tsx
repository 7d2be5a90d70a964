import type { TransactionDetail } from '@poxscan/api/schemas';
import { Amount } from '../../components/amounts/Amount';
import styles from './TransactionDetails.module.css';

const grouped = (value: string) => BigInt(value).toLocaleString('en-US');

/** A resource the transaction consumed: what staked or free allowance covered, and what was burned for the rest. */
function Part({ label, used, unit, burned }: { label: string; used: string; unit: string; burned: string }) {
  const nothingBurned = burned === '0';
  if (used === '0' && nothingBurned) return <li>{`${label}: none`}</li>;
  if (nothingBurned)
    return (
      <li>
        {label}: {grouped(used)} {unit}{' '}
        <span className={styles.muted}>(covered by staked or free resources)</span>
      </li>
    );
  return (
    <li>
      {label}: {used === '0' ? '' : `${grouped(used)} ${unit}, `}
      <Amount value={burned} exact /> burned
    </li>
  );
}

/** The fee: what bandwidth and energy the transaction used, and how much POX was burned for them. */
export function FeeBreakdown({ tx }: { tx: TransactionDetail }) {
  return (
    <div className={styles.fee}>
      <strong>
        <Amount value={tx.fee} exact /> burned
      </strong>
      <ul className={styles.parts} aria-label="Fee breakdown">
        <Part label="Bandwidth" used={tx.netUsage} unit="bytes" burned={tx.netFee} />
        <Part label="Energy" used={tx.energyUsage} unit="energy" burned={tx.energyFee} />
        {tx.feeLimit === null ? null : (
          <li>
            Fee limit: <Amount value={tx.feeLimit} exact />
          </li>
        )}
      </ul>
    </div>
  );
}
