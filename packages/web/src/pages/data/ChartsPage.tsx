import { PageLayout } from '../../components/layout/PageLayout';
import { CHART_SERIES } from '../../daily-series/catalogue';
import styles from '../../daily-series/Data.module.css';
import { RangeSelector, useRange } from '../../daily-series/RangeSelector';
import { SeriesChart } from './SeriesChart';

/** Every daily series since genesis, over a range of days; each links to its own page. */
export default function ChartsPage() {
  const range = useRange();
  return (
    <PageLayout title="Charts" subtitle="Daily series of the chain since its first indexed block, by UTC day">
      <RangeSelector />
      <div className={styles.grid}>
        {CHART_SERIES.map((s) => (
          <SeriesChart key={s.name} name={s.name} title={s.title} kind={s.kind} range={range} linked />
        ))}
      </div>
    </PageLayout>
  );
}
