// The fetch-and-decode stage on its own thread: while the main thread writes one batch (PGlite runs
// on the main thread), this one downloads and decodes the next ones on the other core.
import { parentPort, workerData } from 'node:worker_threads';
import type { BlockPay } from '../decode/block.js';
import { AbiCache } from '../decode/context.js';
import { NodeClient, NodeUnavailableError } from '../node/client.js';
import { asText } from '../write/chain-text.js';
import { decodeBlocks, downloadBlocks, type FetchContext, type fetchBlocks } from './fetch.js';

export interface FetchRequest {
  id: number;
  from: number;
  count: number;
  pay: BlockPay;
  /** the chain rows as COPY text (PostgreSQL), made here rather than on the writer's thread */
  text: boolean;
}

export type FetchThreadMessage = FetchRequest | { forget: string };

export type FetchReply =
  | { id: number; blocks: Awaited<ReturnType<typeof fetchBlocks>> }
  | { id: number; error: { unavailable: boolean; message: string } };

const { fullnodeUrl, solidityUrl } = workerData as { fullnodeUrl: string; solidityUrl?: string };
const node = new NodeClient({ fullnodeUrl, ...(solidityUrl ? { solidityUrl } : {}) });
const abis = new AbiCache(node);
// Requests are served in the order they come, so the first one asked, the one the writer waits for,
// is the first one ready.
let downloading: Promise<unknown> = Promise.resolve();

parentPort!.on('message', (message: FetchThreadMessage) => {
  if ('forget' in message) {
    abis.forget(message.forget);
    return;
  }
  const { id, from, count, pay, text } = message;
  const ctx: FetchContext = { node, abis, pay: async () => pay };
  const downloaded = downloading.then(() => downloadBlocks(ctx, from, count));
  downloading = downloaded.catch(() => {});
  downloaded
    .then(async (fetched) => {
      // Once the next request's download has started, this one's decoding may take the thread.
      await new Promise(setImmediate);
      return decodeBlocks(ctx, fetched);
    })
    .then(
      (blocks) =>
        parentPort!.postMessage({ id, blocks: text ? blocks.map(asText) : blocks } satisfies FetchReply),
      (error: unknown) =>
        parentPort!.postMessage({
          id,
          error: { unavailable: error instanceof NodeUnavailableError, message: (error as Error).message },
        } satisfies FetchReply),
    );
});
