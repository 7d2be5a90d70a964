import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface Latency {
  median: number;
  p95: number;
  /** Mean size of a reply. */
  bytes: number;
}

/**
 * Latency of the indexer's hot calls (getblockbylimitnext for 100 blocks, gettransactioninfobyblocknum)
 * on random blocks, measured from another process, as the indexer calls them.
 */
export async function hotCalls(url: string, head: number): Promise<{ limitNext: Latency; infos: Latency }> {
  const client = new URL('./hot-calls-client.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    client,
    url,
    String(head),
  ]);
  return JSON.parse(stdout) as { limitNext: Latency; infos: Latency };
}

export function describeHotCalls({ limitNext, infos }: { limitNext: Latency; infos: Latency }): string[] {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
  return [
    `getblockbylimitnext (100 blocks, ${mb(limitNext.bytes)}): median ${limitNext.median.toFixed(0)} ms, p95 ${limitNext.p95.toFixed(0)} ms`,
    `gettransactioninfobyblocknum (${mb(infos.bytes)}): median ${infos.median.toFixed(1)} ms, p95 ${infos.p95.toFixed(1)} ms`,
  ];
}
