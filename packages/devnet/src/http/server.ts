import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { type Handler, HttpError, JsonText } from './request.js';

const MAX_BODY = 16 * 1024 * 1024;

export interface Route {
  path: string;
  handler: Handler;
  /** also served on /walletsolidity */
  solidity?: boolean;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = body instanceof JsonText ? body.bytes : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(text);
}

/** java-tron-style HTTP: GET or POST on every path, parameters from the query and the JSON body. */
export function createApiServer(routes: Route[], logger: Logger): Server {
  const table = new Map<string, { handler: Handler; solidity: boolean }>();
  for (const route of routes) {
    table.set(`/wallet/${route.path}`.toLowerCase(), { handler: route.handler, solidity: false });
    if (route.solidity)
      table.set(`/walletsolidity/${route.path}`.toLowerCase(), { handler: route.handler, solidity: true });
    if (route.path.startsWith('/'))
      table.set(route.path.toLowerCase(), { handler: route.handler, solidity: false });
  }
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST',
        });
        res.end();
        return;
      }
      const route = table.get(url.pathname.replace(/\/+$/, '').toLowerCase());
      if (route === undefined) {
        send(res, 404, { Error: `no such API: ${url.pathname}` });
        return;
      }
      try {
        const body = req.method === 'POST' ? await readBody(req) : {};
        const params: Record<string, unknown> = { ...Object.fromEntries(url.searchParams), ...body };
        const visible = params.visible === true || params.visible === 'true';
        const result = await route.handler({ params, visible, solidity: route.solidity });
        send(res, 200, result ?? {});
      } catch (error) {
        if (error instanceof HttpError) {
          send(res, error.status, { Error: error.message });
          return;
        }
        logger.error({ err: error, path: url.pathname }, 'request failed');
        send(res, 500, { Error: 'internal error' });
      }
    })();
  });
}
