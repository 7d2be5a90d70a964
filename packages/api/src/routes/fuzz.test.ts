import type { Db } from '@poxscan/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { startDevnetProcess } from '../test/devnet-process.js';
import { HOSTILE_VALUES, hostileRequests } from '../test/hostile-requests.js';
import {
  listOperations,
  name,
  type Operation,
  type ParameterSchema,
  requestFor,
} from '../test/openapi-operations.js';
import { KEY, seededApi } from '../test/server.js';

/** FUZZ_SEED and FUZZ_REQUESTS change the run (docs/api.md); the default is the CI run. */
const SEED = Number(process.env.FUZZ_SEED ?? 17_021);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
const PROBE_EVERY_MS = 100;
const PROBE_BUDGET_MS = 500;

let devnet: Awaited<ReturnType<typeof startDevnetProcess>>;
let app: FastifyInstance;
let db: Db;
let operations: Operation[];

beforeAll(async () => {
  // The proxy's node is a real devnet, so what it refuses comes back through the proxy as it would;
  // in its own process, as in production, so the probe times the API and not the node.
  devnet = await startDevnetProcess();
  const plenty = { max: 1_000_000_000, windowMs: 60_000 };
  ({ app, db } = await seededApi({
    fullnodeUrl: devnet.url,
    solidityUrl: devnet.url,
    // Every request reaches its handler or validator: no micro-cache answers for it.
    responseCacheMs: 0,
    rateLimit: { perIp: plenty, perKey: plenty, support: plenty, fullnode: plenty, failedAuth: plenty },
    verification: { submitLimit: plenty },
  }));
  operations = await listOperations(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await devnet?.stop();
  await stopTestCluster();
});

/** Whether the answer is the node's own, passed through by the proxy (java-tron's shape, not ours). */
const fromNode = (res: LightMyRequestResponse) => String(res.headers.via ?? '').includes('poxscan');

/** What is wrong with an answer, or undefined. */
function fault(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || fromNode(res)) return undefined;
  let body: {
    success?: unknown;
    statusCode?: unknown;
    error?: { code?: unknown; message?: unknown } | string;
  };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 100)}`;
  }
  const { error } = body;
  // The TronGrid-compatible routes answer TronGrid's body, `{ success: false, error, statusCode }`.
  if (typeof error === 'string')
    return body.success === false && body.statusCode === res.statusCode && error !== ''
      ? undefined
      : `${res.statusCode} outside TronGrid's error body: ${res.body.slice(0, 200)}`;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || error.message === '')
    return `${res.statusCode} outside the error envelope: ${res.body.slice(0, 200)}`;
  return undefined;
}

/** Polls `GET /api/status` while `work` runs; the slowest answer, in ms. */
async function probing<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number; probes: number }> {
  let done = false;
  let slowestMs = 0;
  let probes = 0;
  const probe = async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ url: '/api/status', headers: { authorization: `Bearer ${KEY}` } });
      if (res.statusCode !== 200) throw new Error(`liveness probe answered ${res.statusCode}`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      probes++;
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  };
  const prober = probe();
  try {
    const result = await work;
    return { result, slowestMs, probes };
  } finally {
    done = true;
    await prober;
  }
}

describe(`fuzz over the OpenAPI document (seed ${SEED}, ${COUNT} requests)`, () => {
  it('covers every documented operation, the full-node proxy and the live stream included', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((op) => op.tags.includes('fullnode'))).toBe(true);
    expect(operations.some((op) => op.path === '/api/live')).toBe(true);
    // Operations are taken in turn, so every one gets requests from every family over a run.
    expect(COUNT).toBeGreaterThanOrEqual(operations.length * Object.keys(HOSTILE_VALUES).length);
  });

  it('bounds every parameter: text by a length or a fixed pattern, numbers by a range', () => {
    const unboundedText = (v: ParameterSchema) =>
      v.type === 'string' &&
      v.enum === undefined &&
      v.maxLength === undefined &&
      (v.pattern === undefined || !/^\^.*\$$/.test(v.pattern) || /[*+]/.test(v.pattern));
    // 1e22 is an integer to JSON Schema; without a maximum it reaches a Date or a bigint column.
    const unboundedNumber = (v: ParameterSchema) =>
      (v.type === 'integer' || v.type === 'number') &&
      v.enum === undefined &&
      (v.minimum === undefined || v.maximum === undefined);
    const unbounded = operations.flatMap((op) =>
      op.parameters
        .filter((p) => (p.schema.anyOf ?? [p.schema]).some((v) => unboundedText(v) || unboundedNumber(v)))
        .map((p) => `${name(op)} ${p.in} ${p.name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it(
    'answers every hostile request without a 5xx, in the error envelope, and stays live',
    async () => {
      const requests = hostileRequests(operations, COUNT, SEED);
      // One valid request per operation first: the probe measures hostile input, not a cold start.
      for (const op of operations.filter((o) => o.path !== '/api/live')) await app.inject(requestFor(op));
      const faults: string[] = [];
      const statuses = new Map<number, number>();
      const reached = new Set<string>();
      const slowest: { ms: number; what: string }[] = [];
      const send = async ({ op, request }: { op: Operation; request: InjectOptions }) => {
        const started = performance.now();
        const res = await app.inject(request);
        const ms = performance.now() - started;
        if (ms > 200) slowest.push({ ms, what: `${name(op)} ${describeBody(request).slice(0, 120)}` });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        reached.add(name(op));
        const wrong = fault(res);
        if (wrong !== undefined && faults.length < 50)
          faults.push(
            `${request.method} ${String(request.url).slice(0, 200)} ${describeBody(request)} → ${wrong}`,
          );
      };
      const { slowestMs, probes } = await probing(
        (async () => {
          for (let i = 0; i < requests.length; i += CONCURRENCY) {
            await Promise.all(requests.slice(i, i + CONCURRENCY).map(send));
          }
        })(),
      );
      const slow = slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
      // One expectation for both, so a failing run reports the probe as well as the faults.
      expect(
        { faults, probeOverBudget: slowestMs >= PROBE_BUDGET_MS },
        `slowest probe ${Math.round(slowestMs)} ms; slowest requests ${JSON.stringify(slow)}`,
      ).toEqual({ faults: [], probeOverBudget: false });
      expect(reached.size).toBe(operations.length);
      expect(probes).toBeGreaterThan(10);
      // The requests reached handlers (200) as well as validation (400), not only one of them.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(COUNT / 50);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(COUNT / 5);
    },
    120_000 + COUNT * 20,
  );
});

function describeBody(request: InjectOptions): string {
  const body = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload ?? '');
  const type = (request.headers as Record<string, string> | undefined)?.['content-type'] ?? '';
  return `${type} ${body.length > 200 ? `${body.slice(0, 200)}… (${body.length} chars)` : body}`;
}
