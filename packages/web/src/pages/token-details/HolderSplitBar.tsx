import type { Holder } from '@poxscan/api/schemas';
import { formatCount } from '../../components/format/number';
import styles from './HolderSplitBar.module.css';
import { formatShare, holderSplit } from './holderShares';

/** The supply split between the top holders and everyone else: a bar and its legend, 100.00 % in all. */
export function HolderSplitBar(props: { holders: readonly Holder[]; supply: string; holderCount: number }) {
  const split = holderSplit(
    props.holders.map((h) => h.balance),
    props.supply,
    props.holderCount,
  );
  const parts = props.holders.map((h, i) => ({ key: h.address, label: `#${h.rank}`, share: split.top[i]! }));
  // Everyone else, unless the listed holders are all there is.
  if (split.otherHolders > 0 || split.others > 0)
    parts.push({
      key: 'others',
      label: `Others (${formatCount(split.otherHolders)} holders)`,
      share: split.others,
    });
  return (
    <figure className={styles.figure} aria-label="Distribution of the supply">
      <div className={styles.bar} aria-hidden="true">
        {parts.map((p, i) => (
          <span
            key={p.key}
            className={p.key === 'others' ? styles.others : styles.part}
            style={{ width: `${p.share / 100}%`, opacity: p.key === 'others' ? 1 : 1 - i * 0.07 }}
          />
        ))}
      </div>
      <ol className={styles.legend}>
        {parts.map((p) => (
          <li key={p.key}>
            <span>{p.label}</span> <span className={styles.share}>{formatShare(p.share)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
