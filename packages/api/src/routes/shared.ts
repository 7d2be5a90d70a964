import type { TSchema } from 'typebox';
import { badParameter } from '../errors.js';
import { MAX_OFFSET_ROWS } from '../limits.js';
import { ErrorEnvelope } from '../schemas/common.js';

/** A route's answers: its own schema for 200, the error envelope for the rest. */
export function responses(ok: TSchema, extra: Record<number, TSchema> = {}) {
  return {
    200: ok,
    ...extra,
    400: ErrorEnvelope,
    401: ErrorEnvelope,
    404: ErrorEnvelope,
    429: ErrorEnvelope,
  };
}

/** Refuses pages past the cap of balance-ordered lists, naming the page parameter. */
export function checkDepth(page: number, limit: number, parameter = 'page'): void {
  if (page * limit > MAX_OFFSET_ROWS) {
    throw badParameter(
      parameter,
      `at most ${MAX_OFFSET_ROWS} rows deep (page × limit); use a narrower query`,
    );
  }
}
