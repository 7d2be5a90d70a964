import { useLiveStats } from '../../live/useLiveStats';
import { HomeCharts } from './HomeCharts';
import styles from './HomePage.module.css';
import { HomeStats } from './HomeStats';
import { LatestBlocks } from './LatestBlocks';
import { LatestTransactions } from './LatestTransactions';

/** Everything under the home heading: figures, the newest blocks and transactions (live), charts. */
export default function HomeContent() {
  useLiveStats();
  return (
    <>
      <HomeStats />
      <div className={styles.latest}>
        <LatestBlocks />
        <LatestTransactions />
      </div>
      <HomeCharts />
    </>
  );
}
