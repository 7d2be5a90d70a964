import type { TokenRef } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/** The page of a token: native POX has its own, every other token its details page. */
export function tokenPath(token: Pick<TokenRef, 'id' | 'standard'>): string {
  return token.standard === 'POX' ? paths.poxToken : paths.tokenDetails(token.id);
}

/** A token's symbol linking to its page; the name and standard are in the hover title. */
export function TokenLink({ token }: { token: Pick<TokenRef, 'id' | 'standard' | 'symbol' | 'name'> }) {
  return (
    <Link to={tokenPath(token)} title={`${token.name} (${token.standard})`}>
      {token.symbol || token.name || token.id}
    </Link>
  );
}
