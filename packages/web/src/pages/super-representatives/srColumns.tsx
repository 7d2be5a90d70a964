import type { Witness } from '@poxscan/api/schemas';
import { Amount } from '../../components/amounts/Amount';
import { percentOf } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import { BlockLink } from '../../components/links/BlockLink';
import type { Column } from '../../components/table/types';
import { productivity, type RewardParameters } from '../../witnesses/srMetrics';
import styles from './SrCells.module.css';
import { aprOf, SrName, SrStatus, VotesChange } from './srCells';

/** The votes cell's three lines (count, share, change), so its skeleton is as tall. */
const THREE_LINES = '4em';
const TWO_LINES = '2.6em';

export interface SrColumnsContext {
  head: number | undefined;
  totalVotes: string | undefined;
  rewards: RewardParameters | undefined;
  /** Link to this page with the SR's details open. */
  detailHref: (address: string) => string;
}

/** The SR lists' columns (SRs, partners and candidates alike). */
export function srColumns(ctx: SrColumnsContext): Column<Witness>[] {
  return [
    { id: 'rank', header: 'Rank', cell: (sr) => formatCount(sr.rank) },
    { id: 'name', header: 'Name', cell: (sr) => <SrName sr={sr} detailHref={ctx.detailHref} /> },
    { id: 'status', header: 'Status', cell: (sr) => <SrStatus sr={sr} head={ctx.head} /> },
    {
      id: 'last',
      header: 'Last block',
      cell: (sr) => (sr.latestBlock === null ? '—' : <BlockLink number={sr.latestBlock} />),
    },
    {
      // Productivity under the counts it comes from, so the table fits a desktop screen whole.
      id: 'blocks',
      header: 'Blocks (missed)',
      align: 'end',
      skeletonHeight: TWO_LINES,
      cell: (sr) => (
        <span>
          {formatCount(sr.produced)} ({formatCount(sr.missed)})
          <small className={styles.note}>{productivity(sr.produced, sr.missed) ?? '—'} productivity</small>
        </span>
      ),
    },
    { id: 'transactions', header: 'Transactions', align: 'end', cell: (sr) => formatCount(sr.transactions) },
    {
      id: 'votes',
      header: 'Votes',
      align: 'end',
      skeletonHeight: THREE_LINES,
      cell: (sr) => {
        const share = ctx.totalVotes === undefined ? undefined : percentOf(sr.votes, ctx.totalVotes);
        return (
          <span>
            <Amount value={sr.votes} decimals={0} symbol={null} />
            {share === undefined ? null : <small className={styles.sub}>{share}%</small>}
            <VotesChange change={sr.votesChange} />
          </span>
        );
      },
    },
    { id: 'brokerage', header: 'Brokerage', align: 'end', cell: (sr) => `${sr.brokerage}%` },
    { id: 'apr', header: 'Voter APR', align: 'end', cell: (sr) => aprOf(sr, ctx.rewards) },
  ];
}
