import { formatAmount } from '../../components/format/amount';
import { Panel } from '../../components/layout/Panel';
import type { ResourceSnapshot } from './resourceSnapshot';
import styles from './StakeResources.module.css';

const pox = (value: bigint) => `${formatAmount(value.toString()).full} POX`;
const plain = (value: bigint) => value.toLocaleString('en-US');

const ROWS: readonly { label: string; key: keyof ResourceSnapshot; format: (value: bigint) => string }[] = [
  { label: 'Available balance', key: 'balance', format: pox },
  { label: 'Staked for bandwidth', key: 'stakedBandwidth', format: pox },
  { label: 'Staked for energy', key: 'stakedEnergy', format: pox },
  { label: 'Delegated to others', key: 'delegatedOut', format: pox },
  { label: 'Unstaking', key: 'unstaking', format: pox },
  { label: 'POX power (votes)', key: 'power', format: plain },
  { label: 'Bandwidth a day (bytes)', key: 'bandwidthLimit', format: plain },
  { label: 'Energy a day', key: 'energyLimit', format: plain },
];

/** The account before the last action and now, after its block: what the action changed. */
export function BeforeAfter({
  label,
  before,
  after,
}: {
  label: string;
  before: ResourceSnapshot;
  after: ResourceSnapshot;
}) {
  return (
    <Panel title="Before and after">
      <table className={styles.compare} aria-label={`Before and after: ${label}`}>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key} className={before[row.key] === after[row.key] ? undefined : styles.changed}>
              <th scope="row">{row.label}</th>
              <td>{row.format(before[row.key])}</td>
              <td>{row.format(after[row.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
