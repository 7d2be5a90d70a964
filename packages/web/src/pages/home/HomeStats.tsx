import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { CompactAmount } from '../../components/amounts/CompactAmount';
import { PriceFigure, priceNote } from '../../components/amounts/PriceFigure';
import { queryValue } from '../../components/feedback/QueryValue';
import { shareOf } from '../../components/format/amount';
import { formatCount, formatRate } from '../../components/format/number';
import { NOTE_PENDING, StatGrid, StatTile } from '../../components/layout/StatTile';
import { BlockLink } from '../../components/links/BlockLink';
import { rateLabel } from '../../transactions/rateLabels';
import { LIVE_STALE_MS } from './homeQueries';

const MINUTE = 60_000;

/** Where the explorer's history starts, when it does not start at genesis (a mid-chain start). */
const since = (d: { indexedFrom: number | null }, genesis: string) =>
  d.indexedFrom ? `since #${formatCount(d.indexedFrom)}` : genesis;

/** A tile's note: its text once the data is in, its line held while loading, none after a failure. */
function noteOf<T>(query: { data: T | undefined; error: unknown }, render: (data: T) => ReactNode) {
  if (query.data !== undefined) return render(query.data);
  return query.error ? undefined : NOTE_PENDING;
}

/**
 * The home statistics tiles; the block height and counts follow the live stream. Every note line is
 * held while loading and the staked amount is compact (POX is in its label, every digit in its title),
 * so a tile never grows when its data arrives (a long amount would wrap and shift the page).
 */
export function HomeStats() {
  const stats = useApiQuery('homeStats', undefined, { staleTime: LIVE_STALE_MS });
  const tx = useApiQuery('transactionStats', undefined, { refetchInterval: MINUTE });
  const price = useApiQuery('price', undefined, { refetchInterval: MINUTE });
  return (
    <StatGrid label="Network statistics">
      <StatTile
        label="Block height"
        value={queryValue(stats, (d) => <BlockLink number={d.latestBlock} />)}
        note={noteOf(stats, (d) => `Solidified ${formatCount(d.latestSolidifiedBlock)}`)}
      />
      <StatTile
        label={rateLabel(tx.data?.tpsBlocks)}
        value={queryValue(tx, (d) => formatRate(d.tps))}
        note={noteOf(tx, (d) => `Peak ${formatRate(d.maxTps)}`)}
      />
      <StatTile
        label="Transactions (24 h)"
        value={queryValue(stats, (d) => formatCount(d.transactions24h))}
        note={noteOf(stats, (d) => `${formatCount(d.transactions)} ${since(d, 'in total')}`)}
      />
      <StatTile
        label="Accounts"
        value={queryValue(stats, (d) => formatCount(d.accounts))}
        note={noteOf(stats, (d) =>
          d.indexedFrom ? `Seen since block ${formatCount(d.indexedFrom)}` : '\u00a0',
        )}
      />
      <StatTile label="Super Representatives" value={queryValue(stats, (d) => formatCount(d.witnesses))} />
      <StatTile
        label="Staked POX"
        value={queryValue(stats, (d) => <CompactAmount value={d.totalStaked} symbol={null} />)}
        note={noteOf(stats, (d) => `${shareOf(d.totalStaked, d.totalSupply) ?? '0.00'}% of supply`)}
      />
      <StatTile
        label="POX price"
        value={queryValue(price, (d) => <PriceFigure price={d} />)}
        note={noteOf(price, (d) => priceNote(d) ?? '\u00a0')}
      />
    </StatGrid>
  );
}
