import { Link } from 'react-router';
import { PageLayout } from '../../components/layout/PageLayout';
import styles from '../../components/layout/Prose.module.css';

export default function TermsOfServicePage() {
  return (
    <PageLayout title="Terms of Service">
      <article className={styles.prose}>
        <h2>Using PoxScan</h2>
        <p>
          PoxScan is a free explorer for the POX test network. By using the website or its API you accept
          these terms. If you do not accept them, please do not use the service.
        </p>
        <h2>A test network</h2>
        <p>
          POX on this network is test currency. It has no monetary value, it may be reset, and balances shown
          here are not an offer, a price or a promise of any kind. Nothing on PoxScan is financial advice.
        </p>
        <h2>Information as it is</h2>
        <p>
          The explorer reads the chain through its own indexer. Data can arrive late, be incomplete for a
          while, or change when the network reorganises recent blocks. The service is provided as it is,
          without warranties, and may be interrupted for maintenance.
        </p>
        <h2>Your wallet, your transactions</h2>
        <ul>
          <li>You are responsible for your wallet, its keys and every transaction you sign with it.</li>
          <li>A transaction accepted by the network cannot be cancelled or reversed by PoxScan.</li>
          <li>
            On a local development network the explorer may offer a built-in test wallet. Its keys are public
            test keys: never send anything of value to its addresses.
          </li>
        </ul>
        <h2>Fair use</h2>
        <ul>
          <li>
            Do not try to disrupt the service, get around its rate limits, or reach parts of it you were not
            given access to.
          </li>
          <li>
            Automated access through the API is welcome within its limits; an API key identifies you and may
            be withdrawn if it is abused. Over the limit, requests are refused for a short while (see{' '}
            <Link to="/too-many-request">Too Many Requests</Link>).
          </li>
          <li>Do not use the service to break the law or to harm others.</li>
        </ul>
        <h2>Open source</h2>
        <p>
          PoxScan's source code is published under the MIT licence. You may run your own copy under that
          licence; these terms apply to this deployment.
        </p>
        <h2>Other sites</h2>
        <p>
          Links to other websites are given for convenience. We do not control them and are not responsible
          for them.
        </p>
        <h2>Liability</h2>
        <p>
          To the extent the law allows, the operators of PoxScan are not liable for losses that come from
          using, or being unable to use, the service or the information it shows.
        </p>
        <h2>Changes and contact</h2>
        <p>
          These terms may be updated; the current version is always on this page. Questions are welcome
          through the <Link to="/support">support page</Link>.
        </p>
      </article>
    </PageLayout>
  );
}
