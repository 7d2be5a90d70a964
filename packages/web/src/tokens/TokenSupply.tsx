import type { TokenSummary } from '@poxscan/api/schemas';
import { Amount } from '../components/amounts/Amount';
import styles from './TokenSupply.module.css';

/**
 * A token's total supply. A PRC721 collection whose contract does not report one shows its live
 * token IDs (minted and not burnt), said as such: a contract's totalSupply() may count burnt ones.
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
        <span className={styles.basis} title="The contract reports no total supply">
          {' '}
          live token IDs
        </span>
      ) : null}
    </>
  );
}
