import type { TokenRef } from '@poxscan/api/schemas';
import { Amount } from './Amount';
import styles from './Links.module.css';
import { TokenLink } from './TokenLink';

/**
 * An amount with its token: "1,250.5 USDP", the symbol linking to the token; PRC721 items by count.
 * `exact` shows every digit (see `Amount`).
 */
export function TokenAmount({
  amount,
  token,
  exact = false,
}: {
  amount: string;
  token: TokenRef | null;
  exact?: boolean;
}) {
  if (token === null) return amount === '0' ? <span>—</span> : <Amount value={amount} exact={exact} />;
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
