import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { PriceFigure, priceNote } from '../../components/amounts/PriceFigure';
import { queryValue } from '../../components/feedback/QueryValue';
import { shareOf } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The native token's figures. */
export function PoxStats() {
  const slider = useApiQuery('poxSlider', undefined);
  const price = useApiQuery('price', undefined, { refetchInterval: 60_000 });
  const s = slider.data;
  return (
    <StatGrid label="POX statistics">
      <StatTile label="Total supply" value={queryValue(slider, (d) => <Amount value={d.totalSupply} />)} />
      <StatTile
        label="Staked"
        value={queryValue(slider, (d) => <Amount value={d.totalStaked} />)}
        note={s && `${shareOf(s.totalStaked, s.totalSupply) ?? '0.00'}% of supply`}
      />
      <StatTile
        label="Burned in fees"
        value={queryValue(slider, (d) => <Amount value={d.feesBurnedTotal} />)}
        note={
          s && (
            <>
              Today (UTC): <Amount value={s.feesBurnedToday} />
            </>
          )
        }
      />
      <StatTile label="Holders" value={queryValue(slider, (d) => formatCount(d.holders))} />
      <StatTile label="Transfers" value={queryValue(slider, (d) => formatCount(d.transfers))} />
      <StatTile
        label="Price"
        value={queryValue(price, (d) => <PriceFigure price={d} />)}
        note={price.data && priceNote(price.data)}
      />
    </StatGrid>
  );
}
