import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/Amount';
import { BlockLink } from '../../components/BlockLink';
import { percentOf } from '../../components/format/amount';
import { formatCount, formatRate } from '../../components/format/number';
import { queryValue } from '../../components/QueryValue';
import { StatGrid, StatTile } from '../../components/StatTile';
import { LIVE_STALE_MS } from './homeQueries';
import { PriceFigure, priceNote } from './PriceFigure';

const MINUTE = 60_000;

/** The home statistics tiles; the block height and counts follow the live stream. */
export function HomeStats() {
  const stats = useApiQuery('homeStats', undefined, { staleTime: LIVE_STALE_MS });
  const tx = useApiQuery('transactionStats', undefined, { refetchInterval: MINUTE });
  const price = useApiQuery('price', undefined, { refetchInterval: MINUTE });
  const s = stats.data;
  return (
    <StatGrid label="Network statistics">
      <StatTile
        label="Block height"
        value={queryValue(stats, (d) => <BlockLink number={d.latestBlock} />)}
        note={s && `Solidified ${formatCount(s.latestSolidifiedBlock)}`}
      />
      <StatTile
        label="TPS"
        value={queryValue(tx, (d) => formatRate(d.tps))}
        note={tx.data && `Peak ${formatRate(tx.data.maxTps)}`}
      />
      <StatTile
        label="Transactions (24 h)"
        value={queryValue(stats, (d) => formatCount(d.transactions24h))}
        note={s && `${formatCount(s.transactions)} in total`}
      />
      <StatTile label="Accounts" value={queryValue(stats, (d) => formatCount(d.accounts))} />
      <StatTile label="Super Representatives" value={queryValue(stats, (d) => formatCount(d.witnesses))} />
      <StatTile
        label="Staked POX"
        value={queryValue(stats, (d) => <Amount value={d.totalStaked} />)}
        note={s && `${percentOf(s.totalStaked, s.totalSupply) ?? '0.00'}% of supply`}
      />
      <StatTile
        label="POX price"
        value={queryValue(price, (d) => <PriceFigure price={d} />)}
        note={price.data && priceNote(price.data)}
      />
    </StatGrid>
  );
}
