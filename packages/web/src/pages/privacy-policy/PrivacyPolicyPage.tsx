import { Link } from 'react-router';
import { PageLayout } from '../../components/layout/PageLayout';
import styles from '../../components/layout/Prose.module.css';

export default function PrivacyPolicyPage() {
  return (
    <PageLayout title="Privacy Policy">
      <article className={styles.prose}>
        <h2>Who we are</h2>
        <p>
          PoxScan is an open-source explorer for the POX test network. It shows data that is already public on
          the blockchain: blocks, transactions, accounts, contracts, tokens and governance. You can use it
          without an account, and it never asks for your name to show you anything.
        </p>
        <h2>What the explorer keeps about you</h2>
        <ul>
          <li>
            <strong>Server logs.</strong> Like any web service, the servers see your IP address, the time, the
            page or API path you asked for and your browser's user agent. These are used to run the service,
            to spot faults and to enforce rate limits, and are deleted on a rolling basis.
          </li>
          <li>
            <strong>Your browser tab.</strong> The site keeps a small record named <code>poxscan</code> in
            your tab's session storage: the last POX price shown and, if you connected a wallet, its public
            address. It never leaves your browser and disappears when you close the tab.
          </li>
          <li>
            <strong>Searches and exports.</strong> The terms you search for and the ranges you export are sent
            to the API to answer the request. They are not linked to a profile of you.
          </li>
          <li>
            <strong>Support requests.</strong> If you write to us through the support page, we keep your name,
            email address and message to answer you, and delete them once the request is closed.
          </li>
        </ul>
        <p>There are no advertising trackers, no analytics scripts and no cookies used to follow you.</p>
        <h2>Wallets</h2>
        <p>
          When you connect a wallet, the explorer reads your public address from the wallet extension. Your
          private keys stay in the wallet: transactions are signed there, after you approve them, and the
          explorer only forwards the signed transaction to the network.
        </p>
        <h2>Blockchain data is public and permanent</h2>
        <p>
          Everything recorded on the chain, including addresses and the transactions between them, is visible
          to anyone and cannot be removed by us or by anyone else. Think about what you link to your
          addresses.
        </p>
        <h2>Other sites</h2>
        <p>
          Links to other explorers, social networks, the wallet's site and documents open those sites in a new
          tab. Their own privacy policies apply there.
        </p>
        <h2>Questions</h2>
        <p>
          Ask anything about this policy, or about data concerning you, through the{' '}
          <Link to="/support">support page</Link>. If this policy changes, the new version is published on
          this page.
        </p>
      </article>
    </PageLayout>
  );
}
