import { toBigInt } from '../format/amount';
import styles from './ResourceBar.module.css';

const grouped = (value: bigint) => value.toLocaleString('en-US');

export interface ResourceBarProps {
  label: string;
  /** Integer strings. */
  used: string;
  limit: string;
  unit: string;
  format?: (value: bigint) => string;
}

/**
 * A used-of-limit bar (bandwidth, energy, voting power). The exact figures are written beside it; the
 * bar is their picture only.
 */
export function ResourceBar({ label, used, limit, unit, format = grouped }: ResourceBarProps) {
  const usedN = toBigInt(used) ?? 0n;
  const limitN = toBigInt(limit) ?? 0n;
  const percent = limitN === 0n ? 0 : Math.min(100, Number((usedN * 1000n) / limitN) / 10);
  return (
    <div className={styles.resource}>
      <div className={styles.caption}>
        <span>{label}</span>
        <span>
          {format(usedN)} / {format(limitN)} {unit}
        </span>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
