import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { TokenTransfersTable } from '../../components/lists/TokenTransfersTable';
import { EmptyState } from '../../components/QueryStates';
import { useHrefWith, useSearchParam } from '../../components/usePageParam';
import styles from './Transfers.module.css';

const LABELS = { prc10: 'PRC10', prc20: 'PRC20', prc721: 'PRC721' } as const;
/** The token filter offers the most-held tokens of the standard. */
const TOKEN_CHOICES = 100;

/** The transfers of one token of a standard, chosen in the token filter (kept in the URL as `?token=`). */
export function StandardTransfers({ standard }: { standard: keyof typeof LABELS }) {
  const tokens = useApiQuery('tokens', { type: standard, limit: TOKEN_CHOICES, pageNo: 1 });
  const selected = useSearchParam('token');
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  const label = LABELS[standard];
  const choices = tokens.data?.items ?? [];
  return (
    <>
      <label className={styles.filter}>
        <span>{label} token</span>
        <select
          value={selected ?? ''}
          disabled={tokens.data === undefined}
          onChange={(event) =>
            navigate(hrefWith({ token: event.target.value || null, cursor: null }), { replace: true })
          }
        >
          <option value="">
            {tokens.data === undefined ? 'Loading tokens…' : `Choose a ${label} token`}
          </option>
          {choices.map((token) => (
            <option key={token.id} value={token.id}>
              {`${token.symbol} — ${token.name}`}
            </option>
          ))}
        </select>
      </label>
      {selected ? (
        <TokenTransfersTable id={selected} label={`${label} transfers`} />
      ) : (
        <EmptyState>
          {choices.length === 0 && tokens.data !== undefined
            ? `No ${label} tokens yet.`
            : `Choose a ${label} token to see its transfers.`}
        </EmptyState>
      )}
    </>
  );
}
