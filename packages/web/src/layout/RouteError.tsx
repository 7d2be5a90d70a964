import { useRouteError } from 'react-router';
import { PageLayout } from '../components/layout/PageLayout';
import styles from '../components/layout/Prose.module.css';
import { logger } from '../logger';

/** When a page fails to load or render (a new release replaced its file, a bug): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  logger.error('page failed', error);
  return (
    <PageLayout title="Something went wrong">
      <div className={styles.prose}>
        <p>
          This page could not be shown. Reloading usually fixes it, for example after PoxScan was updated.
        </p>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </PageLayout>
  );
}
