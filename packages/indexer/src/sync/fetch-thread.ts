// The fetch-and-decode stage on its own thread: while the main thread writes one batch (to PGlite's
// own thread or PostgreSQL's processes), this one downloads and decodes the next ones.
import { parentPort, workerData } from 'node:worker_threads';
import type { BlockPay } from '../decode/block.js';
import { AbiCache } from '../decode/context.js';
import type { DecodedBlock, Seqs } from '../decode/rows.js';
import { NodeClient, NodeUnavailableError } from '../node/client.js';
import { asArrays } from '../write/chain-arrays.js';
import { CHAIN_TABLE_KEYS } from '../write/chain-columns.js';
import { asText } from '../write/chain-text.js';
import { type DownloadedBlocks, decodeBlocks, downloadBlocks, type FetchContext } from './fetch.js';

export interface FetchRequest {
  id: number;
  from: number;
  count: number;
  pay: BlockPay;
  /** the seqs before the first block, where known; else the rows number on from the request before */
  seqs?: Seqs;
}

/** The chain rows as COPY text (PostgreSQL) or array literals (PGlite), made here, not by the writer. */
export type ChainRowsForm = 'copy' | 'arrays';

/** What the thread is started with. */
export interface FetchThreadOptions {
  fullnodeUrl: string;
  solidityUrl?: string;
  rows: ChainRowsForm;
}

export type FetchThreadMessage = FetchRequest | { forget: string };

export type FetchReply =
  | { id: number; blocks: DecodedBlock[] }
  | { id: number; error: { unavailable: boolean; message: string } };

const { fullnodeUrl, solidityUrl, rows } = workerData as FetchThreadOptions;
const node = new NodeClient({ fullnodeUrl, ...(solidityUrl ? { solidityUrl } : {}) });
const abis = new AbiCache(node);
// Requests are served in the order they come, so the first one asked, the one the writer waits for,
// is the first one ready, and each one's rows can number on from the one before.
let downloading: Promise<unknown> = Promise.resolve();
/** the seqs after the blocks of the request before, when it was answered */
let decoding: Promise<Seqs | undefined> = Promise.resolve(undefined);

async function decoded(
  { seqs }: FetchRequest,
  ctx: FetchContext,
  downloaded: Promise<DownloadedBlocks>,
  before: Seqs | undefined,
): Promise<{ blocks: DecodedBlock[]; after?: Seqs }> {
  const fetched = await downloaded;
  // Once the next request's download has started, this one's decoding may take the thread.
  await new Promise(setImmediate);
  const blocks = await decodeBlocks(ctx, fetched);
  const from = seqs ?? before ?? { tx: 0, transfer: 0 };
  return rows === 'copy' ? asText(blocks, from) : asArrays(blocks, from);
}

/**
 * The buffers of the blocks' COPY text, handed to the writer rather than copied: about half of what a
 * range sends, which the writer's thread would otherwise read and join and encode again. Only a
 * buffer the text fills alone is moved; one it shares (a pool) would be taken from under the others.
 */
function textBuffers(blocks: DecodedBlock[]): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const { text } of blocks) {
    if (text === undefined) continue;
    for (const key of CHAIN_TABLE_KEYS) {
      const part = text[key];
      if (part.byteLength > 0 && part.byteLength === part.buffer.byteLength)
        buffers.push(part.buffer as ArrayBuffer);
    }
  }
  return buffers;
}

parentPort!.on('message', (message: FetchThreadMessage) => {
  if ('forget' in message) {
    abis.forget(message.forget);
    return;
  }
  const { id, from, count, pay } = message;
  const ctx: FetchContext = { node, abis, pay: async () => pay };
  const downloaded = downloading.then(() => downloadBlocks(ctx, from, count));
  downloading = downloaded.catch(() => {});
  const done = decoding.then((before) => decoded(message, ctx, downloaded, before));
  decoding = done.then(
    (d) => d.after,
    () => undefined,
  );
  done.then(
    ({ blocks }) => parentPort!.postMessage({ id, blocks } satisfies FetchReply, textBuffers(blocks)),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: { unavailable: error instanceof NodeUnavailableError, message: (error as Error).message },
      } satisfies FetchReply),
  );
});
