import TronGrid from 'trongrid';
import { TronWeb } from 'tronweb';
import { KEYS } from '../governance/session.js';
import { type RunningExplorer, startExplorer } from '../support/explorer.js';

export { KEYS };

/** A page as TronGrid (and so PoxScan's /v1) answers it. */
export interface Page<T> {
  success: boolean;
  data: T[];
  meta: { at: number; page_size: number; fingerprint?: string; links?: { next: string } };
}

export interface Event {
  block_number: number;
  block_timestamp: number;
  contract_address: string;
  event_index: number;
  event_name: string;
  result: Record<string, string>;
  transaction_id: string;
}

export interface TronGridSession {
  explorer: RunningExplorer;
  apiKey: string;
  /** tronweb with PoxScan as its fullHost (full node, solidity node and event server), as a dapp sets it up. */
  tronWeb: TronWeb;
  /** TronGridJS on that tronweb. */
  tronGrid: InstanceType<typeof TronGrid>;
  /** The explorer's own API. */
  api<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** `poxscan start` with short blocks and simulated users, and the unchanged clients pointed at it. */
export async function startTronGridSession(): Promise<TronGridSession> {
  // The walks page through all history with small pages, faster than the default 300 requests a minute.
  const explorer = await startExplorer({
    args: ['--block-time-ms', '300', '--traffic', 'low'],
    env: { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_KEY: '100000' },
  });
  const config = (await (await fetch(`${explorer.baseUrl}/config.json`)).json()) as { apiKey: string };
  const tronWeb = new TronWeb({
    fullHost: explorer.baseUrl,
    headers: { 'TRON-PRO-API-KEY': config.apiKey },
    privateKey: KEYS.accounts[7]!.privateKey,
  });
  const api = async <T>(path: string) => {
    const response = await fetch(`${explorer.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${config.apiKey}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    explorer,
    apiKey: config.apiKey,
    tronWeb,
    tronGrid: new TronGrid(tronWeb),
    api,
    close: () => explorer.stop(),
  };
}

/** Every row of a list, following `fingerprint` until a page has none; each page is checked. */
export async function walkPages<T>(fetchPage: (fingerprint?: string) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  let fingerprint: string | undefined;
  for (let pages = 0; pages < 500; pages++) {
    const page = await fetchPage(fingerprint);
    if (!page.success) throw new Error('a page answered success: false');
    if (page.meta.page_size !== page.data.length) throw new Error('meta.page_size differs from the rows');
    rows.push(...page.data);
    fingerprint = page.meta.fingerprint;
    if (fingerprint === undefined) return rows;
  }
  throw new Error('the walk did not end within 500 pages');
}

/** Every item of one of the explorer's own keyset lists (`items`, `nextCursor`). */
export async function walkExplorer<T>(session: TronGridSession, path: string): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: T[]; nextCursor: string | null } = await session.api(
      `${path}&limit=100${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return rows;
}
