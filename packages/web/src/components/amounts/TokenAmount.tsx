import type { TokenRef } from '@poxscan/api/schemas';
import styles from '../links/Links.module.css';
import { NftIdLink } from '../links/NftIdLink';
import { TokenLink } from '../links/TokenLink';
import { Amount } from './Amount';

/**
 * An amount with its token: "1,250.5 USDP", the symbol linking to the token; a PRC721 item by its
 * token ID when known ("YPUNK #17"), else by count. `exact` shows every digit (see `Amount`).
 */
export function TokenAmount({
  amount,
  token,
  nftId = null,
  exact = false,
}: {
  amount: string;
  token: TokenRef | null;
  nftId?: string | null;
  exact?: boolean;
}) {
  if (token === null) return amount === '0' ? <span>—</span> : <Amount value={amount} exact={exact} />;
  if (token.standard === 'PRC721' && nftId !== null)
    return (
      <span className={styles.item}>
        <TokenLink token={token} />
        &nbsp;
        <NftIdLink contract={token.id} tokenId={nftId} />
      </span>
    );
  return (
    <span className={styles.item}>
      <Amount
        value={amount}
        decimals={token.standard === 'PRC721' ? 0 : token.decimals}
        symbol={null}
        exact={exact}
      />
      &nbsp;
      <TokenLink token={token} />
    </span>
  );
}
