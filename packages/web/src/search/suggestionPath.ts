import type { Suggestion } from '@poxscan/api/schemas';
import { paths } from '../app/paths';

/** The page a suggestion leads to (SRs and contracts have their address page). */
export function pathOfSuggestion(s: Pick<Suggestion, 'kind' | 'key'>): string {
  switch (s.kind) {
    case 'block':
      return paths.blockDetails(s.key);
    case 'transaction':
      return paths.transactionDetails(s.key);
    case 'token':
      return paths.tokenDetails(s.key);
    case 'address':
    case 'contract':
    case 'witness':
      return paths.address(s.key);
  }
}
