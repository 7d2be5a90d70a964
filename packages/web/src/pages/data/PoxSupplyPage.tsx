import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { SUPPLY_SERIES } from '../../daily-series/catalogue';
import styles from '../../daily-series/Data.module.css';
import { RangeSelector, useRange } from '../../daily-series/RangeSelector';
import { SeriesChart } from './SeriesChart';
import { SupplyFigures } from './SupplyFigures';

const METHOD: [string, string][] = [
  [
    'Total supply',
    'The sum of the eleven parts shown above: every POX held, in any form, by an account the explorer has seen on the chain. Voter rewards still held in the SRs’ reward pools (not yet settled to any account) are not counted, so from one day to the next the total may change by less than the rewards issued less the fees burned.',
  ],
  ['Circulating', 'The sum of account balances (POX that is not staked), as the node reports them.'],
  [
    'Stake 2.0',
    'The sum of the accounts’ Stake 2.0 frozen balances (getaccount frozenV2) per resource: bandwidth, energy, or votes only.',
  ],
  [
    'Stake 1.0',
    'The sum of the accounts’ Stake 1.0 frozen balances (getaccount: frozen, frozen_balance_for_energy and tron_power): POX frozen before Stake 2.0, counted until its owner unfreezes it, expired or not. A chain that runs Stake 2.0 from its start has none and shows 0; old stakes are still counted wherever they remain.',
  ],
  [
    'Delegated',
    'Staked POX whose bandwidth or energy is delegated to another account, Stake 2.0 and Stake 1.0: still staked, held apart.',
  ],
  ['Unstaking', 'Unstaked POX still in its waiting period; then it is withdrawable until withdrawn.'],
  [
    'Unstaked, not withdrawn',
    'The sum of the accounts’ unstaked amounts whose waiting period has ended (getaccount unfrozenV2 past its unfreeze_expire_time) and that the owner has not withdrawn yet.',
  ],
  [
    'Unclaimed rewards',
    'The sum of the accounts’ rewards credited and not yet withdrawn (getaccount allowance): the SRs’ share of block rewards and the voters’ rewards settled to them. Voter rewards of cycles not yet settled to an account are not counted.',
  ],
  ['Burned in fees', 'The sum of every block’s fees (burned), by UTC day from the indexed blocks.'],
  [
    'SR rewards issued',
    'What every block credits, summed by UTC day: the pay of the SR that produced it (getWitnessPayPerBlock) and the pay shared by the 127 most voted SRs and, through brokerage, their voters (getWitness127PayPerBlock, issued while any SR has votes). Each SR’s share is its votes times the pay per vote, truncated to the sun as the node computes it, by the votes counted at the maintenance before the block; the few sun a block leaves unpaid are not counted.',
  ],
  [
    'Daily values',
    'The stock figures are summed by the indexer after each refresh of account state; a day’s last sum is its closing value. Days the indexer did not follow live have no stock value.',
  ],
];

/** The POX supply: its parts as figures, each as a daily chart, and how each is computed. */
export default function PoxSupplyPage() {
  const range = useRange();
  return (
    <PageLayout title="POX Supply" subtitle="Where every POX is, and what was burned and issued">
      <SupplyFigures />
      <Panel title="How each figure is computed">
        <dl className={styles.method}>
          {METHOD.map(([term, text]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <RangeSelector />
      <div className={styles.grid}>
        {SUPPLY_SERIES.map((s) => (
          <SeriesChart key={s.name} name={s.name} title={s.title} kind={s.kind} range={range} linked />
        ))}
      </div>
      <p className={styles.about}>
        More daily series: <Link to={paths.charts}>Charts</Link>.
      </p>
    </PageLayout>
  );
}
