import type { ShellSession } from '../shell/session.js';

interface TxRow {
  hash: string;
  blockNumber: number;
  contractTypeName: string;
  from: string;
  status: string;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 90_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function getJson<T>(session: ShellSession, path: string): Promise<T> {
  const response = await session.api(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function postJson<T>(session: ShellSession, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${session.explorer.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.config.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** One successful indexed transaction of each type asked for, once the devnet's traffic has made them all. */
export function transactionsOfTypes(
  session: ShellSession,
  types: readonly string[],
): Promise<Map<string, TxRow>> {
  return eventually(
    async () => {
      const found = new Map<string, TxRow>();
      const { items } = await postJson<{ items: TxRow[] }>(session, '/api/transaction', {
        page: 1,
        limit: 100,
      });
      for (const tx of items)
        if (tx.status === 'SUCCESS' && !found.has(tx.contractTypeName)) found.set(tx.contractTypeName, tx);
      return types.every((type) => found.has(type)) ? found : undefined;
    },
    120_000,
    `transactions of types ${types.join(', ')}`,
  );
}

export interface TokenRow {
  id: string;
  symbol: string;
  holders: number;
}

/** The most-held PRC20 token, once one has holders. */
export function prc20Token(session: ShellSession): Promise<TokenRow> {
  return eventually(
    async () => {
      const { items } = await getJson<{ items: TokenRow[] }>(
        session,
        '/token/getTokens?type=prc20&limit=10&pageNo=1',
      );
      return items.find((token) => token.holders > 1);
    },
    120_000,
    'a PRC20 token with holders',
  );
}
