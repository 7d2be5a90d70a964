import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type Operation, requestFor } from './openapi-operations.js';
import { A, USDT } from './seed.js';

/** Values that break naive parsers, by family: each family appears in every run. */
export const HOSTILE_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  empty: ['', ' '],
  large: ['a'.repeat(100_000), `T${'1'.repeat(99_999)}`, '9'.repeat(100_000)],
  unicode: ['naïve 🚀 中文', '\u202eevil', 'e\u0301\u0301\u0301', '\ufeff', '\u2028'],
  loneSurrogate: ['\ud800', 'a\udc00b', '\udfff\ud800'],
  nul: ['\u0000', 'a\u0000b', `${A}\u0000`],
  negative: [-1, '-1', -(2 ** 63), '-0'],
  huge: [1e308, '1e308', 2 ** 53, '9007199254740993', '99999999999999999999999', 1e22, 'Infinity'],
  nonInteger: [1.5, '1.5', 'NaN', '0x10', '1e2', ' 1'],
  arrayForScalar: [['a', 'b'], [A, USDT], [], [[1]]],
  object: [{}, { a: 1 }, null, true, { $gt: '' }],
  injection: ["' OR 1=1 --", '../../etc/passwd', '<script>alert(1)</script>', '%00', '{{7*7}}'],
  realIds: [A, USDT, '0'.repeat(64), 'f'.repeat(64), 'T'.padEnd(34, 'z')],
};

/** Bodies that are not a JSON object, and content types the routes do not parse. */
const RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{',
  '{"a":',
  '\u0000',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/octet-stream',
];

/** Fields java-tron's calls take, for the proxy's operations (its document lists no parameters). */
const NODE_FIELDS = [
  'owner_address',
  'to_address',
  'address',
  'contract_address',
  'amount',
  'value',
  'num',
  'id_or_num',
  'visible',
  'function_selector',
  'parameter',
  'data',
  'bytecode',
  'abi',
  'raw_data_hex',
  'transaction',
  'txID',
  'resource',
  'balance',
  'fee_limit',
];

/** Besides the fixed families: random text, graphemes, integers past 64 bits and hex. */
const randomValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.integer(),
  fc.double(),
  fc.stringMatching(/^[0-9a-f]{64}$/),
);
const RANDOM = 'random';
const families = [...Object.keys(HOSTILE_VALUES), RANDOM];

type Mutation =
  | { kind: 'value'; family: string; index: number; random: unknown; target: number }
  | { kind: 'extra'; family: string; index: number; random: unknown; name: string }
  | { kind: 'raw-body'; index: number }
  | { kind: 'content-type'; index: number; random: unknown; family: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('value' as const),
      family: fc.constantFrom(...families),
      index: fc.nat(),
      random: randomValue,
      target: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      family: fc.constantFrom(...families),
      index: fc.nat(),
      random: randomValue,
      name: fc.constantFrom(...NODE_FIELDS, 'x', '__proto__', 'constructor'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw-body' as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('content-type' as const),
      index: fc.nat(),
      random: randomValue,
      family: fc.constantFrom(...families),
    }),
  },
);

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A URL component; a lone surrogate has no UTF-8, so it goes as the bytes a careless client would send. */
function urlEncode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x')).concat('%ED%A0%80');
  }
}

function withQuery(url: string, name: string, value: unknown): string {
  const [path, query = ''] = url.split('?');
  const kept = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== encodeURIComponent(name));
  const values = Array.isArray(value) ? value : [value];
  kept.push(...values.map((v) => `${encodeURIComponent(name)}=${urlEncode(v)}`));
  return `${path}?${kept.join('&')}`;
}

const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null';

/** The URL with the path parameter `name` (one segment of `op.path`) set to `segment`. */
function withSegment(op: Operation, url: string, name: string, segment: string): string {
  const [path, query = ''] = url.split('?');
  const segments = path!.split('/');
  const at = op.path.split('/').indexOf(`{${name}}`);
  segments[at] = segment;
  return `${segments.join('/')}?${query}`;
}

/** One hostile request for `op`: the rest of the request is valid, so the value reaches its check. */
function build(op: Operation, m: Mutation): InjectOptions {
  const base = requestFor(op);
  const url = String(base.url);
  // The live stream is probed without a header key, so a request never opens a stream that stays open.
  const headers = op.path === '/api/live' ? {} : { ...(base.headers as Record<string, string>) };
  const fullnode = op.tags.includes('fullnode');
  const method = fullnode ? 'POST' : base.method;
  if (m.kind === 'raw-body') {
    const payload = pick(RAW_BODIES, m.index);
    return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload };
  }
  const value = m.family === RANDOM ? m.random : pick(HOSTILE_VALUES[m.family]!, m.index);
  if (m.kind === 'content-type') {
    const type = pick(CONTENT_TYPES, m.index);
    return { method, url, headers: { ...headers, 'content-type': type }, payload: `v=${jsonOf(value)}` };
  }
  if (fullnode) {
    const name = m.kind === 'extra' ? m.name : pick(NODE_FIELDS, m.target);
    const payload = jsonOf({ visible: true, [name]: value });
    return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload };
  }
  const p = m.kind === 'value' && op.parameters.length > 0 ? pick(op.parameters, m.target) : undefined;
  const name = m.kind === 'extra' ? m.name : (p?.name ?? 'x');
  const where = p?.in ?? (base.payload === undefined ? 'query' : 'body');
  if (where === 'body') return { ...base, headers, payload: { ...(base.payload as object), [name]: value } };
  if (where === 'query') return { ...base, headers, url: withQuery(url, name, value) };
  const segment = urlEncode(Array.isArray(value) ? value.join(',') : value) || 'x';
  return { ...base, headers, url: withSegment(op, url, name, segment) };
}

/**
 * `count` hostile requests over `operations`, the same for the same seed: operations in turn (so
 * every one is hit), the mutation of each drawn from the seed.
 */
export function hostileRequests(
  operations: Operation[],
  count: number,
  seed: number,
): { op: Operation; request: InjectOptions }[] {
  const mutations = fc.sample(mutation, { seed, numRuns: count });
  return mutations.map((m, i) => {
    const op = operations[i % operations.length]!;
    return { op, request: build(op, m) };
  });
}
