const utf8 = new TextEncoder();

/** jsonb's key order: shorter keys first (in UTF-8 bytes), then bytewise. */
function jsonbKeyCompare(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  if (x.length !== y.length) return x.length - y.length;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/**
 * A JSON value with its object keys in the order a jsonb column gives them back, so that a value
 * built in code serialises exactly as the same value read from jsonb.
 */
export function inJsonbOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inJsonbOrder) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => jsonbKeyCompare(a, b));
  return Object.fromEntries(entries.map(([k, v]) => [k, inJsonbOrder(v)])) as T;
}
