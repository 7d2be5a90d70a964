import type { Rankings, TokenRef } from '@poxscan/api/schemas';
import type { ReactNode } from 'react';
import type { RankingWindow } from '../../api/resources/data';
import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { ErrorState } from '../../components/feedback/QueryStates';
import { Skeleton } from '../../components/feedback/Skeleton';
import { formatDate } from '../../components/format/day';
import { formatCount } from '../../components/format/number';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { Tabs, useActiveTab } from '../../components/layout/Tabs';
import { AddressLink } from '../../components/links/AddressLink';
import { TokenLink } from '../../components/links/TokenLink';
import styles from '../../daily-series/Data.module.css';

const WINDOWS: { id: RankingWindow; label: string }[] = [
  { id: '1d', label: '1 day' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
];

type Row = { key: string; entity: ReactNode; value: ReactNode };

/** `empty` says why a list has no row: a flow had none in the window, a standing has no one yet. */
function RankedList({
  title,
  unit,
  rows,
  empty = 'Nothing in this window.',
}: {
  title: string;
  unit: string;
  rows: Row[] | undefined;
  empty?: string;
}) {
  return (
    <Panel title={title}>
      {rows === undefined ? (
        <Skeleton height="12em" />
      ) : rows.length === 0 ? (
        <p className={styles.about}>{empty}</p>
      ) : (
        <table className={styles.ranking} aria-label={title}>
          <thead>
            <tr>
              <th className={styles.rank}>#</th>
              <th>Name</th>
              <th className={styles.value}>{unit}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key}>
                <td className={styles.rank}>{i + 1}</td>
                <td>{r.entity}</td>
                <td className={styles.value}>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

const count = (v: string) => formatCount(Number(v));
const addresses = (
  list: Rankings['accountsByBalance'] | undefined,
  value: (v: string) => ReactNode,
  contract = false,
) =>
  list?.map((r) => ({
    key: r.address,
    entity: <AddressLink address={r.address} name={r.name} copy={false} contract={contract} />,
    value: value(r.value),
  }));
const tokens = (list: Rankings['tokensByHolders'] | undefined) =>
  list?.map((t) => ({
    key: t.id,
    entity: (
      <TokenLink
        token={{
          id: t.id,
          standard: t.standard as TokenRef['standard'],
          symbol: t.symbol ?? '',
          name: t.name ?? t.id,
        }}
      />
    ),
    value: count(t.value),
  }));

/** The top accounts, tokens, contracts and SRs; the flows over a window of UTC days. */
export default function RankingsPage() {
  const window = useActiveTab(WINDOWS, 'window') as RankingWindow;
  const query = useApiQuery('rankings', { window });
  const r = query.data;
  const span =
    r?.from != null && r.to != null
      ? r.from === r.to
        ? `${formatDate(r.to)} (UTC)`
        : `${formatDate(r.from)} – ${formatDate(r.to)} (UTC)`
      : undefined;
  const pox = (v: string) => <Amount value={v} />;
  return (
    <PageLayout
      title="Rankings"
      subtitle="The top 20 of each list; a day's lists are refreshed every minute, 7 and 30 days' every 10 minutes"
    >
      <Tabs tabs={WINDOWS} label="Window of days" param="window" />
      <p className={styles.about}>
        {span === undefined ? 'Flows' : `Flows over ${span}`}: the newest UTC day with blocks and the days
        before it. Balances and holders are as of now.
      </p>
      {query.error && r === undefined ? <ErrorState error={query.error} /> : null}
      <div className={styles.grid}>
        <RankedList
          title="Accounts by balance"
          unit="Balance"
          rows={addresses(r?.accountsByBalance, pox)}
          empty="No account holds POX yet."
        />
        <RankedList
          title="Accounts by transactions sent"
          unit="Transactions"
          rows={addresses(r?.accountsByTransactionsSent, count)}
        />
        <RankedList title="Accounts by fees paid" unit="Fees" rows={addresses(r?.accountsByFeesPaid, pox)} />
        <RankedList
          title="Tokens by holders"
          unit="Holders"
          rows={tokens(r?.tokensByHolders)}
          empty="No token has holders yet."
        />
        <RankedList title="Tokens by transfers" unit="Transfers" rows={tokens(r?.tokensByTransfers)} />
        <RankedList
          title="Contracts by calls"
          unit="Calls"
          rows={addresses(r?.contractsByCalls, count, true)}
        />
        <RankedList
          title="Contracts by energy used"
          unit="Energy"
          rows={addresses(r?.contractsByEnergy, count, true)}
        />
        <RankedList title="SRs by blocks produced" unit="Blocks" rows={addresses(r?.srsByBlocks, count)} />
      </div>
    </PageLayout>
  );
}
