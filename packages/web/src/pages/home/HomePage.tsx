import { PageLayout } from '../../components/PageLayout';
import { useLiveStats } from '../../live/useLiveStats';
import { HomeCharts } from './HomeCharts';
import styles from './HomePage.module.css';
import { HomeStats } from './HomeStats';
import { LatestBlocks } from './LatestBlocks';
import { LatestTransactions } from './LatestTransactions';

/** The home screen: network figures, charts, and the newest blocks and transactions, live. */
export default function HomePage() {
  useLiveStats();
  return (
    <PageLayout title="POX Blockchain Explorer">
      <HomeStats />
      <div className={styles.latest}>
        <LatestBlocks />
        <LatestTransactions />
      </div>
      <HomeCharts />
    </PageLayout>
  );
}
