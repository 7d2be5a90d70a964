import { constants as bufferConstants, isAscii } from 'node:buffer';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export interface PostAnswer {
  status: number;
  text: string;
}

/**
 * The longest answer read: no longer text fits in one string to be parsed, so reading on would only
 * fill memory (a node that never ends its answer, or a small compressed one that inflates without end).
 */
export const MAX_ANSWER_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** Errors of a kept-alive socket the server closed meanwhile: worth one retry on a new connection. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE']);

/**
 * The answer's text. A node's JSON is ASCII but for the odd memo or name: checking that and copying
 * the bytes as Latin-1 took a quarter of the time of decoding UTF-8 on the fetch thread.
 */
const textOf = (bytes: Buffer): string => (isAscii(bytes) ? bytes.toString('latin1') : bytes.toString());

const tooLong = (limit: number) => new Error(`the answer is longer than ${limit} bytes`);

function decompressed(body: Buffer, encoding: string | undefined, limit: number): Buffer {
  const options = { maxOutputLength: limit };
  try {
    if (encoding === undefined || encoding === 'identity') return body;
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body, options);
    if (encoding === 'deflate') return zlib.inflateSync(body, options);
    if (encoding === 'br') return zlib.brotliDecompressSync(body, options);
  } catch (error) {
    throw (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? tooLong(limit) : error;
  }
  throw new Error(`unknown content-encoding ${encoding}`);
}

function once(url: URL, body: string, timeoutMs: number, limit: number): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-encoding': 'gzip, deflate, br',
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > limit) request.destroy(tooLong(limit));
          else chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          try {
            const bytes = decompressed(Buffer.concat(chunks), response.headers['content-encoding'], limit);
            resolve({ status: response.statusCode ?? 0, text: textOf(bytes) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reused = request.reusedSocket && STALE_SOCKET.has(error.code ?? '');
      reject(reused ? Object.assign(error, { staleSocket: true }) : error);
    });
    request.end(body);
  });
}

/**
 * POSTs JSON text once, by node:http rather than fetch, whose web streams cost the indexer's fetch
 * thread more than the node's answers did to parse. A kept-alive connection the server closed
 * meanwhile is retried once on a new one; a timeout is not retried, nor an answer over `limit` bytes
 * (before or after decompression).
 */
export async function postJson(
  url: string,
  body: string,
  timeoutMs: number,
  limit = MAX_ANSWER_BYTES,
): Promise<PostAnswer> {
  const target = new URL(url);
  try {
    return await once(target, body, timeoutMs, limit);
  } catch (error) {
    if (!(error as { staleSocket?: boolean }).staleSocket) throw error;
    return await once(target, body, timeoutMs, limit);
  }
}
