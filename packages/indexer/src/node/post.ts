import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export interface PostAnswer {
  status: number;
  text: string;
}

/** A socket the server closed while it sat kept alive: the request never reached the server. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE']);

function decompressed(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === undefined || encoding === 'identity') return body;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  throw new Error(`unknown content-encoding ${encoding}`);
}

function once(url: URL, body: string, timeoutMs: number): Promise<PostAnswer & { reused: boolean }> {
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
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const text = decompressed(Buffer.concat(chunks), response.headers['content-encoding']).toString();
            resolve({ status: response.statusCode ?? 0, text, reused: false });
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
 * meanwhile is retried once on a new one; a timeout is not retried.
 */
export async function postJson(url: string, body: string, timeoutMs: number): Promise<PostAnswer> {
  const target = new URL(url);
  try {
    const { status, text } = await once(target, body, timeoutMs);
    return { status, text };
  } catch (error) {
    if (!(error as { staleSocket?: boolean }).staleSocket) throw error;
    const { status, text } = await once(target, body, timeoutMs);
    return { status, text };
  }
}
