import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/feedback/Skeleton';
import { PageLayout } from '../../components/layout/PageLayout';
import styles from './HomePage.module.css';

const HomeContent = lazy(() => import('./HomeContent'));

/**
 * The home screen. Its heading is part of the shell and paints with it; the content's code follows
 * (it and its data are already on the way: the route's loader asked for them).
 */
export default function HomePage() {
  return (
    <PageLayout title="POX Blockchain Explorer">
      <Suspense
        fallback={
          <div className={styles.pending}>
            <Skeleton height="96px" />
          </div>
        }
      >
        <HomeContent />
      </Suspense>
    </PageLayout>
  );
}
