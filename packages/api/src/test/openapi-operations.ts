import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { A, txHash, USDT, WITNESSES } from './seed.js';
import { ADMIN, KEY } from './server.js';

/** The subset of JSON Schema the routes' parameters use. */
export interface ParameterSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: ParameterSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, ParameterSchema>;
  required?: string[];
}

export interface Parameter {
  in: 'path' | 'query' | 'body';
  name: string;
  required: boolean;
  schema: ParameterSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  tags: string[];
  /** Documented without security (the document's default is a bearer key). */
  isPublic: boolean;
  parameters: Parameter[];
}

interface DocumentOperation {
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: ParameterSchema }[];
  requestBody?: { content: Record<string, { schema: ParameterSchema }> };
}

/** Every operation of the served OpenAPI document, with its path, query and JSON body parameters. */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, DocumentOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = op.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        tags: op.tags ?? [],
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        parameters: [
          ...(op.parameters ?? [])
            .filter((p) => p.in === 'path' || p.in === 'query')
            .map((p) => ({
              in: p.in as 'path' | 'query',
              name: p.name,
              required: p.required === true,
              schema: p.schema,
            })),
          ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
            in: 'body' as const,
            name,
            required: body?.required?.includes(name) ?? false,
            schema,
          })),
        ],
      };
    }),
  );
}

export const namesIn = (op: Operation, where: Parameter['in']): string[] =>
  op.parameters.filter((p) => p.in === where).map((p) => p.name);

/** Whether `value` satisfies `schema`; a query value is a string, converted as the validator does. */
export function accepts(schema: ParameterSchema, value: unknown, inQuery: boolean): boolean {
  if (schema.anyOf) return schema.anyOf.some((s) => accepts(s, value, inQuery));
  if (schema.enum && !schema.enum.includes(value)) return false;
  const numeric = inQuery && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
  const v = numeric && (schema.type === 'integer' || schema.type === 'number') ? Number(value) : value;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return (
        typeof v === 'number' &&
        (schema.type === 'number' || Number.isInteger(v)) &&
        v >= (schema.minimum ?? -Infinity) &&
        v <= (schema.maximum ?? Infinity)
      );
    case 'boolean':
      return typeof v === 'boolean' || (inQuery && (v === 'true' || v === 'false'));
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'string':
      return (
        typeof v === 'string' &&
        [...v].length >= (schema.minLength ?? 0) &&
        [...v].length <= (schema.maxLength ?? Infinity) &&
        (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(v)) &&
        (schema.format !== 'email' || /^[^\s@]+@[^\s@]+$/.test(v)) &&
        (schema.format !== 'uri' || /^[a-z][a-z0-9+.-]*:\S*$/i.test(v))
      );
    default:
      return true;
  }
}

/**
 * Values that break a parameter's schema: wrong types, bounds ±1, lengths ±1, unknown enum members,
 * pattern and format misses. Lengths past the body limit are left out (those are a 413).
 */
export function violations(p: Parameter): unknown[] {
  const s = p.schema;
  const all = (x: ParameterSchema): ParameterSchema[] => (x.anyOf ? x.anyOf.flatMap(all) : [x]);
  const candidates: unknown[] = ['abc', '!', 'not-a-member', 'not an email', '-1', 1.5, 'x'.repeat(300)];
  for (const b of all(s)) {
    if (b.minimum !== undefined) candidates.push(b.minimum - 1);
    if (b.maximum !== undefined) candidates.push(b.maximum + 1);
    if ((b.minLength ?? 0) > 0) candidates.push('');
    if (b.maxLength !== undefined && b.maxLength < 10_000) candidates.push('a'.repeat(b.maxLength + 1));
    if (p.in === 'body') candidates.push(b.type === 'string' || b.enum ? 42 : 'abc', null);
  }
  const inQuery = p.in !== 'body';
  const values = candidates
    .map((v) => (inQuery ? String(v) : v))
    // A path segment cannot be empty: the route would not match.
    .filter((v) => !(p.in === 'path' && v === ''))
    .filter((v) => !accepts(s, v, inQuery));
  return [...new Set(values)];
}

export const enumMembers = (p: Parameter): unknown[] =>
  p.schema.enum ?? p.schema.anyOf?.flatMap((s) => s.enum ?? []) ?? [];

/** The rows of a page: its `items`, else its only array. */
export function listOf(body: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(body.items)) return body.items;
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}

/** A valid value, from the seed, for each parameter a request cannot do without; by path, then by name. */
const VALID_AT: Record<string, Record<string, unknown>> = {
  '/api/witness/blocks': { address: WITNESSES[0] },
  '/governance/witness': { address: WITNESSES[0] },
  '/governance/witnessVoters': { address: WITNESSES[0] },
  '/api/contract/events': { address: USDT },
  '/dev/verify/{id}': { id: '00000000-0000-4000-8000-000000000000' },
  '/admin/notifications/{id}': { id: '999999' },
  '/admin/banners/{id}': { id: '999999' },
  '/api/data/series/{series}': { series: 'transactions' },
};
const VALID: Record<string, unknown> = {
  address: A,
  userAddress: A,
  contractAddress: USDT,
  contract: USDT,
  tokenId: '1',
  id: USDT,
  block: '5',
  hash: txHash(4),
  term: 'usdt',
  q: 'us',
  name: 'Ann',
  email: 'ann@example.org',
  category: 'Other',
  subject: 'Hi',
  message: 'Help',
  title: 'Banner',
  tag: 'Alice',
  contractName: 'TetherToken',
  compilerVersion: '0.8.26',
  sourceType: 'single-file',
};

/**
 * A request for the operation with its required parameters valid and `values` on top (an undefined
 * value leaves the parameter out); the data key or admin token unless `authorization` says (null: none).
 */
export function requestFor(
  op: Operation,
  values: Record<string, unknown> = {},
  authorization: string | null = `Bearer ${op.tags.includes('admin') ? ADMIN : KEY}`,
): InjectOptions {
  const parts: Record<Parameter['in'], Record<string, unknown>> = { path: {}, query: {}, body: {} };
  for (const p of op.parameters) {
    const valid = p.required ? (VALID_AT[op.path]?.[p.name] ?? VALID[p.name]) : undefined;
    const value = p.name in values ? values[p.name] : valid;
    if (value !== undefined) parts[p.in][p.name] = value;
  }
  const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(parts.path[n])));
  const query = new URLSearchParams(Object.entries(parts.query).map(([k, v]) => [k, String(v)]));
  return {
    method: op.method,
    url: `${path}?${query}`,
    headers: authorization === null ? {} : { authorization },
    ...(op.method === 'POST' || op.method === 'PUT' ? { payload: parts.body as object } : {}),
  };
}

export const name = (op: Operation) => `${op.method} ${op.path}`;

/** A 400 `BAD_PARAMETER` whose `parameter` and message name `parameter`. */
export function isBadParameter(res: LightMyRequestResponse, parameter: string): boolean {
  if (res.statusCode !== 400) return false;
  const { error, success } = res.json();
  // The TronGrid-compatible routes answer TronGrid's body: `error` is the message, led by the parameter.
  if (success === false && typeof error === 'string') return error.startsWith(`${parameter}: `);
  return (
    error?.code === 'BAD_PARAMETER' && error.parameter === parameter && error.message.includes(parameter)
  );
}

/**
 * A list walked to its end (`by` its cursor or its page number), its rows as JSON; undefined when the
 * list refuses page numbers past 1 (naming the page) because it goes on by cursor. Failures are pushed.
 */
export async function walk(
  send: (op: Operation, values: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  op: Operation,
  values: Record<string, unknown>,
  by: Parameter,
  failures: string[],
): Promise<{ rows: string[]; pages: number } | undefined> {
  const byCursor = by.name === 'cursor';
  const rows: string[] = [];
  let at: unknown = byCursor ? undefined : 1;
  for (let pages = 1; pages < 200; pages++) {
    const res = await send(op, { ...values, [by.name]: at });
    const hasCursor = op.parameters.some((p) => p.name === 'cursor');
    if (pages > 1 && !byCursor && hasCursor && isBadParameter(res, by.name)) return;
    if (res.statusCode !== 200) failures.push(`${name(op)} ${by.name}=${at} → ${res.statusCode} ${res.body}`);
    const list = listOf(res.json()) ?? [];
    rows.push(...list.map((r) => JSON.stringify(r)));
    at = byCursor ? res.json().nextCursor : (at as number) + 1;
    if (at === null || at === undefined || list.length === 0) return { rows, pages };
  }
  failures.push(`${name(op)} by ${by.name}: no end after 200 pages`);
}
