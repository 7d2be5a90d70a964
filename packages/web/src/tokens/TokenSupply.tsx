import type { TokenSummary } from '@poxscan/api/schemas';
import { Amount } from '../components/amounts/Amount';
import styles from './TokenSupply.module.css';

/**
 * A token's total supply. A PRC721 collection whose contract reports none, or fewer than its live
 * token IDs (minted and not burnt), shows their count, said as such: a contract's totalSupply() may
 * count burnt ones, so a larger one is shown as the contract reports it.
 */
export function TokenSupply({
  token,
}: {
  token: Pick<TokenSummary, 'standard' | 'decimals' | 'symbol' | 'totalSupply' | 'totalSupplyBasis'>;
}) {
  const decimals = token.standard === 'PRC721' ? 0 : token.decimals;
  return (
    <>
      <Amount value={token.totalSupply} decimals={decimals} symbol={token.symbol} />
      {token.totalSupplyBasis === 'liveTokenIds' ? (
        <span className={styles.basis} title="The contract reports no total supply, or fewer than these">
          {' '}
          live token IDs
        </span>
      ) : null}
    </>
  );
}
