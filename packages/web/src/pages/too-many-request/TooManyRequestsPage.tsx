import { Link } from 'react-router';
import { PageLayout } from '../../components/layout/PageLayout';
import styles from '../../components/layout/Prose.module.css';

export default function TooManyRequestsPage() {
  return (
    <PageLayout title="Too Many Requests">
      <div className={styles.prose}>
        <h2>PoxScan is taking a short break from your requests</h2>
        <p>
          Your browser or network sent more requests than the explorer accepts in a short time, so they are
          paused for a moment. The limit keeps PoxScan fast for everyone who uses it.
        </p>
        <h2>What you can do</h2>
        <ul>
          <li>Wait a minute, then try again. The pause lifts by itself.</li>
          <li>
            If several people share your network (an office, a school, a VPN), the limit counts all of you
            together; trying again a little later usually helps.
          </li>
          <li>
            If you call the API from a script, slow it down: every refused answer carries a{' '}
            <code>Retry-After</code> header that says how many seconds to wait.
          </li>
          <li>
            Need more? PoxScan is open source, so you can run your own copy with your own limits, or ask for a
            key with a higher limit through the support page.
          </li>
        </ul>
        <Link className={styles.action} to="/">
          Try again
        </Link>
      </div>
    </PageLayout>
  );
}
