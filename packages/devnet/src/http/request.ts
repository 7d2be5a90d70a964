import { accountAddress, type HexAddress } from '../address.js';
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A reply already serialised as JSON, sent as it is. */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}

/** One API call: query and body merged, as java-tron accepts parameters from either. */
export interface ApiRequest {
  params: Record<string, unknown>;
  visible: boolean;
  /** true on /walletsolidity/*: only solidified blocks are visible. */
  solidity: boolean;
}

export type Handler = (req: ApiRequest) => unknown;

export function addressParam(req: ApiRequest, name: string): HexAddress {
  const value = req.params[name];
  if (value === undefined || value === '') throw new HttpError(400, `missing parameter ${name}`);
  const address = accountAddress(value);
  if (address === undefined) throw invalidAddress(name);
  return address;
}

/** java-tron's body for an address it cannot decode (its servlets print the exception's class and message). */
export function invalidAddress(name: string): HttpError {
  return new HttpError(400, `class java.lang.IllegalArgumentException : Invalid address: parameter ${name}`);
}

export function intParam(req: ApiRequest, name: string, fallback?: number): number {
  const value = req.params[name];
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback;
    throw new HttpError(400, `missing parameter ${name}`);
  }
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(number)) throw new HttpError(400, `parameter ${name} must be an integer`);
  return number;
}

export function hexParam(req: ApiRequest, name: string, length?: number): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !/^(0x)?(?:[0-9a-fA-F]{2})+$/.test(value)) {
    throw new HttpError(400, `parameter ${name} must be a hex string`);
  }
  const hex = value.replace(/^0x/, '').toLowerCase();
  if (length !== undefined && hex.length !== length)
    throw new HttpError(400, `parameter ${name} must be ${length / 2} bytes of hex`);
  return hex;
}

export function boolParam(req: ApiRequest, name: string, fallback: boolean): boolean {
  const value = req.params[name];
  if (value === undefined) return fallback;
  return value === true || value === 'true';
}
