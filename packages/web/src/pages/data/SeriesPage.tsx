import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { CHART_SERIES, SUPPLY_SERIES } from '../../daily-series/catalogue';
import styles from '../../daily-series/Data.module.css';
import { RangeSelector, useRange } from '../../daily-series/RangeSelector';
import { SeriesChart } from './SeriesChart';

/** One daily series on its own page (`/data/charts/:id`), the URL a home chart links to. */
export default function SeriesPage() {
  const { id } = useParams();
  const range = useRange();
  const info = [...CHART_SERIES, ...SUPPLY_SERIES].find((s) => s.name === id);
  if (info === undefined) {
    return (
      <PageLayout title="Chart not found">
        <Panel title="Unknown series">
          <p>
            There is no series named “{id}”. See <Link to={paths.charts}>every chart</Link>.
          </p>
        </Panel>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={info.title} subtitle="Daily series by UTC day">
      <p className={styles.about}>
        {info.about} <Link to={paths.charts}>All charts</Link>
      </p>
      <RangeSelector />
      <SeriesChart name={info.name} title={info.title} kind={info.kind} range={range} height={320} />
    </PageLayout>
  );
}
