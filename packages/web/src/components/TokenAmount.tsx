import type { TokenRef } from '@poxscan/api/schemas';
import { Amount } from './Amount';
import styles from './Links.module.css';
import { TokenLink } from './TokenLink';

/** An amount with its token: "1,250.5 USDP", the symbol linking to the token; PRC721 items by count. */
export function TokenAmount({ amount, token }: { amount: string; token: TokenRef | null }) {
  if (token === null) return amount === '0' ? <span>—</span> : <Amount value={amount} />;
  return (
    <span className={styles.item}>
      <Amount value={amount} decimals={token.standard === 'PRC721' ? 0 : token.decimals} symbol={null} />
      &nbsp;
      <TokenLink token={token} />
    </span>
  );
}
