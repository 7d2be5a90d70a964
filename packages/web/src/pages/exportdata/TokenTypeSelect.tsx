import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useApiClient } from '../../api/ApiContext';
import { logger } from '../../logger';
import styles from './ExportPage.module.css';
import { exportTokensQuery } from './exportTokensQuery';

/** The symbols to offer: POX first (added by the page), then the address's tokens, each once. */
export function exportSymbols(fetched: { symbol: string }[]): string[] {
  return [...new Set(['POX', ...fetched.map((token) => token.symbol)])];
}

export function TokenTypeSelect(props: { address: string; value: string; onChange: (type: string) => void }) {
  const api = useApiClient();
  const { data, error, isPending } = useQuery(exportTokensQuery(api, props.address));
  useEffect(() => {
    if (error) logger.error('export token list could not be loaded', error);
  }, [error]);
  const symbols = useMemo(() => exportSymbols(data?.message ?? []), [data]);
  const loading = isPending && !error;
  return (
    <div className={styles.field}>
      <label htmlFor="export-type" className={styles.label}>
        Select export type
      </label>
      <select
        id="export-type"
        className={styles.input}
        value={loading ? '' : props.value}
        disabled={loading}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {loading ? (
          <option value="">Loading types...</option>
        ) : (
          <>
            <option value="">All</option>
            {symbols.map((symbol) => (
              <option key={symbol} value={symbol}>
                {symbol}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
