/** JSON with bigint, Uint8Array and Map values, for snapshots and the block log. */
export function stringifyTagged(value: unknown): string {
  return JSON.stringify(value, function replacer(this: unknown, _key, v: unknown) {
    if (typeof v === 'bigint') return { $n: v.toString() };
    if (v instanceof Uint8Array) return { $b: Buffer.from(v).toString('hex') };
    if (v instanceof Map) return { $m: [...v.entries()] };
    return v;
  });
}

export function parseTagged<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      if (typeof o.$n === 'string') return BigInt(o.$n);
      if (typeof o.$b === 'string') return new Uint8Array(Buffer.from(o.$b, 'hex'));
      if (Array.isArray(o.$m)) return new Map(o.$m as Array<[unknown, unknown]>);
    }
    return v;
  }) as T;
}
