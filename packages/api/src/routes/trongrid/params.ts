import { parseAddress } from '@poxscan/protocol';
import { badParameter } from '../../errors.js';
import type { ChainFilter } from '../../queries/trongrid/bounds.js';

/** The query of a TronGrid list, in snake_case (camelCase is renamed before validation). */
export interface ListQuery {
  only_confirmed?: string;
  only_unconfirmed?: string;
  limit?: string;
  fingerprint?: string;
  order_by?: string;
  min_timestamp?: string;
  max_timestamp?: string;
  min_block_timestamp?: string;
  max_block_timestamp?: string;
}

export interface ListOptions {
  filter: ChainFilter;
  limit: number;
  fingerprint: string | undefined;
  asc: boolean;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 200;

/** TronGrid's parameters come in snake_case or camelCase: `onlyConfirmed` is `only_confirmed`. */
export function snakeCaseKeys(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (out[snake] === undefined) out[snake] = value;
  }
  return out;
}

/** A TronGrid boolean: `true` or `false`, `fallback` when absent; anything else is a 400. */
export function flag(name: string, text: string | undefined, fallback = false): boolean {
  if (text === undefined || text === '') return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw badParameter(name, 'must be true or false');
}

export function integer(
  name: string,
  text: string | undefined,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^[0-9]{1,16}$/.test(text) || Number(text) > max)
    throw badParameter(name, 'must be a non-negative integer');
  return Number(text);
}

export function limitOf(text: string | undefined, name = 'limit'): number {
  const limit = integer(name, text) ?? DEFAULT_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) throw badParameter(name, `must be between 1 and ${MAX_LIMIT}`);
  return limit;
}

const ORDER = /^(block_timestamp|timestamp|block_number),(asc|desc)$/;

/** Every list runs in chain order, so the three sort fields TronGrid names are one order. */
export function ascending(text: string | undefined): boolean {
  if (text === undefined || text === '') return false;
  const match = ORDER.exec(text);
  if (!match) throw badParameter('order_by', 'must be block_timestamp,asc or block_timestamp,desc');
  return match[2] === 'asc';
}

/** A base58, 41-hex or 0x-hex address as base58 (the database's spelling). */
export function addressParam(name: string, text: string): string {
  const parsed = parseAddress(text);
  if (!parsed.ok) throw badParameter(name, `is not an address (${parsed.reason})`);
  return parsed.base58;
}

export function chainFilter(q: ListQuery): ChainFilter {
  const onlyConfirmed = flag('only_confirmed', q.only_confirmed);
  const onlyUnconfirmed = flag('only_unconfirmed', q.only_unconfirmed);
  if (onlyConfirmed && onlyUnconfirmed)
    throw badParameter('only_confirmed', 'only_confirmed and only_unconfirmed cannot both be true');
  const min = integer('min_timestamp', q.min_timestamp ?? q.min_block_timestamp);
  const max = integer('max_timestamp', q.max_timestamp ?? q.max_block_timestamp);
  if (min !== undefined && max !== undefined && min > max)
    throw badParameter('max_timestamp', 'must not be before min_timestamp');
  return {
    onlyConfirmed,
    onlyUnconfirmed,
    ...(min === undefined ? {} : { minTimestamp: min }),
    ...(max === undefined ? {} : { maxTimestamp: max }),
  };
}

export function listOptions(q: ListQuery): ListOptions {
  return {
    filter: chainFilter(q),
    limit: limitOf(q.limit),
    fingerprint: q.fingerprint,
    asc: ascending(q.order_by),
  };
}
