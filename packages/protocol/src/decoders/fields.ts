import { parseAddress, toBase58AddressField } from '../address.js';
import { decodeJavaTronMessage } from '../errors.js';
import { bytesToUtf8, hexToBytes, isHex } from '../hex.js';

/** A malformed field value; decodeContract turns it into an Unknown contract. */
export class MalformedFieldError extends Error {
  override name = 'MalformedFieldError';
}

export type Resource = 'BANDWIDTH' | 'ENERGY' | 'TRON_POWER';
const RESOURCES: Resource[] = ['BANDWIDTH', 'ENERGY', 'TRON_POWER'];

/**
 * Reads the fields of a contract parameter as java-tron prints them. Fields java-tron omits
 * (default values) read as defaults; a present but malformed value throws MalformedFieldError.
 * `visible` says whether byte fields holding text are printed as text (visible=true) or hex;
 * when it is unknown, hex of printable UTF-8 is read as hex, anything else as text.
 */
export class FieldReader {
  constructor(
    readonly value: Record<string, unknown>,
    private readonly visible?: boolean,
  ) {}

  private fail(key: string, what: string): never {
    throw new MalformedFieldError(`${key}: ${what}, got ${JSON.stringify(this.value[key])}`);
  }

  has(key: string): boolean {
    const v = this.value[key];
    return v !== undefined && v !== null && v !== '';
  }

  /** A required address, as base58. */
  address(key: string): string {
    const parsed = parseAddress(this.value[key]);
    if (!parsed.ok) this.fail(key, `invalid address (${parsed.reason})`);
    return parsed.base58;
  }

  /** A transaction's owner, as base58check of its bytes: block 0's owner is no address (toBase58AddressField). */
  owner(key: string): string {
    const v = this.value[key];
    if (typeof v !== 'string') return this.fail(key, 'not a string');
    try {
      return toBase58AddressField(v);
    } catch (error) {
      return this.fail(key, (error as Error).message);
    }
  }

  optionalAddress(key: string): string | undefined {
    return this.has(key) ? this.address(key) : undefined;
  }

  /** An int64 as bigint; JSON numbers, or decimal strings for values beyond 2^53. */
  int(key: string): bigint {
    const v = this.value[key];
    if (v === undefined || v === null) return 0n;
    if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
    if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
    return this.fail(key, 'not an integer');
  }

  /** A small integer (int32, percentages, durations). */
  number(key: string): number {
    const v = this.int(key);
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER))
      this.fail(key, 'too large');
    return Number(v);
  }

  bool(key: string): boolean {
    const v = this.value[key];
    if (v === undefined || v === null) return false;
    if (typeof v === 'boolean') return v;
    return this.fail(key, 'not a boolean');
  }

  /** A bytes field holding raw data, as lowercase hex. */
  hex(key: string): string {
    const v = this.value[key];
    if (v === undefined || v === null || v === '') return '';
    if (typeof v !== 'string' || !isHex(v)) return this.fail(key, 'not hex');
    return v.replace(/^0x/i, '').toLowerCase();
  }

  /** A bytes field holding text (names, URLs), decoded. */
  text(key: string): string {
    const v = this.value[key];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') return this.fail(key, 'not a string');
    if (this.visible === true) return v;
    if (this.visible === false) {
      if (!isHex(v)) this.fail(key, 'not hex');
      return bytesToUtf8(hexToBytes(v));
    }
    return decodeJavaTronMessage(v);
  }

  /** A ResourceCode enum: java-tron prints its name and omits BANDWIDTH (0). */
  resource(key: string): Resource {
    const v = this.value[key];
    if (v === undefined || v === null) return 'BANDWIDTH';
    if (typeof v === 'string' && (RESOURCES as string[]).includes(v)) return v as Resource;
    if (typeof v === 'number' && RESOURCES[v]) return RESOURCES[v]!;
    return this.fail(key, 'not a resource (BANDWIDTH, ENERGY, TRON_POWER)');
  }

  /** A nested message. */
  object(key: string): FieldReader | undefined {
    const v = this.value[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'object' || Array.isArray(v)) return this.fail(key, 'not an object');
    return new FieldReader(v as Record<string, unknown>, this.visible);
  }

  /** A repeated nested message. */
  list(key: string): FieldReader[] {
    const v = this.value[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) return this.fail(key, 'not a list');
    return v.map((item) => {
      if (typeof item !== 'object' || item === null) return this.fail(key, 'holds a non-object');
      return new FieldReader(item as Record<string, unknown>, this.visible);
    });
  }
}
