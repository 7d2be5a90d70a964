import type { Witness } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ActionButton } from '../../components/form/ActionButton';
import { percentOf } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import type { Column } from '../../components/table/types';
import { srLabel } from '../../witnesses/srLabel';
import { VotesNow } from './VotesNow';

export interface VotesColumnsContext {
  totalVotes: string | undefined;
  /** Adds the SR to the vote form; absent when no wallet is connected. */
  onChoose?: (sr: Witness) => void;
  chosen: ReadonlySet<string>;
}

const srHref = (address: string) => `${paths.superRepresentatives}?sr=${encodeURIComponent(address)}`;

/** The votes list's columns; with a wallet connected, a button adds the SR to the vote form. */
export function votesColumns(ctx: VotesColumnsContext): Column<Witness>[] {
  const columns: Column<Witness>[] = [
    { id: 'rank', header: 'Rank', cell: (sr) => formatCount(sr.rank) },
    {
      id: 'sr',
      header: 'SR',
      cell: (sr) => (
        <Link to={srHref(sr.address)} title={sr.address}>
          {srLabel(sr)}
        </Link>
      ),
    },
    {
      id: 'votes',
      header: 'Votes',
      align: 'end',
      cell: (sr) => <VotesNow sr={sr} />,
    },
    {
      id: 'share',
      header: 'Share',
      align: 'end',
      cell: (sr) => {
        const share = ctx.totalVotes === undefined ? undefined : percentOf(sr.votes, ctx.totalVotes);
        return share === undefined ? '—' : `${share}%`;
      },
    },
    { id: 'brokerage', header: 'Brokerage', align: 'end', cell: (sr) => `${sr.brokerage}%` },
  ];
  const choose = ctx.onChoose;
  if (choose === undefined) return columns;
  return [
    ...columns,
    {
      id: 'vote',
      header: 'Vote',
      align: 'end',
      cell: (sr) => (
        <ActionButton
          type="button"
          secondary
          onClick={() => choose(sr)}
          disabled={ctx.chosen.has(sr.address)}
          label={`Vote for ${srLabel(sr)}`}
        >
          {ctx.chosen.has(sr.address) ? 'Chosen' : 'Vote'}
        </ActionButton>
      ),
    },
  ];
}
