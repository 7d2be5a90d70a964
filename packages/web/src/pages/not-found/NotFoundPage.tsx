import { Link } from 'react-router';
import { PageLayout } from '../../components/layout/PageLayout';
import styles from '../../components/layout/Prose.module.css';

export default function NotFoundPage() {
  return (
    <PageLayout title="Page Not Found">
      <div className={styles.prose}>
        <p>There is no page at this address. The link may be mistyped, or the page may have moved.</p>
        <p>Use the search box above to find a block, transaction, address or token.</p>
        <Link className={styles.action} to="/">
          Go to the home page
        </Link>
      </div>
    </PageLayout>
  );
}
