type Json = Record<string, unknown>;

const shown = (value: unknown) => JSON.stringify(value) ?? 'nothing';

/** Reads the fields of one JSON object; a bad field fails with its full path, e.g. `witnesses.active`. */
export class JsonFields {
  constructor(
    private readonly fail: (message: string) => never,
    readonly value: Json,
    private readonly prefix = '',
  ) {}

  static of(value: unknown, fail: (message: string) => never): JsonFields {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) fail('must be a JSON object');
    return new JsonFields(fail, value as Json);
  }

  has(field: string): boolean {
    return this.value[field] !== undefined;
  }

  error(field: string, problem: string): never {
    return this.fail(`${this.prefix}${field} ${problem}`);
  }

  only(allowed: string[]): void {
    const extra = Object.keys(this.value).find((k) => !allowed.includes(k));
    if (extra !== undefined) this.error(extra, `is not a known field (known: ${allowed.join(', ')})`);
  }

  object(field: string): JsonFields {
    const value = this.value[field];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      this.error(field, `must be an object, got ${shown(value)}`);
    }
    return new JsonFields(this.fail, value as Json, `${this.prefix}${field}.`);
  }

  integer(field: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.value[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
      this.error(field, `must be an integer ${range}, got ${shown(value)}`);
    }
    return value;
  }

  /** A non-empty list of distinct integers in [min, max]. */
  integers(field: string, min: number, max: number): number[] {
    const value = this.value[field];
    const ok =
      Array.isArray(value) &&
      value.length > 0 &&
      new Set(value).size === value.length &&
      value.every((v) => Number.isSafeInteger(v) && v >= min && v <= max);
    if (!ok)
      this.error(
        field,
        `must be a non-empty list of distinct integers from ${min} to ${max}, got ${shown(value)}`,
      );
    return value as number[];
  }

  string(field: string, pattern = /./, expected = 'a non-empty string'): string {
    const value = this.value[field];
    if (typeof value !== 'string' || !pattern.test(value))
      this.error(field, `must be ${expected}, got ${shown(value)}`);
    return value;
  }
}
