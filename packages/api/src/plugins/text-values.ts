import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badParameter } from '../errors.js';

/** In unicode mode a surrogate class matches only a surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** A NUL (PostgreSQL text cannot hold it) or an unpaired UTF-16 surrogate (not UTF-8 at all). */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string (or object key) in `value` that no database can store, or
 * undefined. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function unstorableText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorable(item)) return path;
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        const at = path === '' ? key : `${path}.${key}`;
        if (unstorable(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return undefined;
}

function check(value: unknown, whole: string): void {
  const at = unstorableText(value);
  if (at !== undefined) {
    const parameter = at === '' ? whole : at;
    throw badParameter(parameter, 'must not contain NUL characters or unpaired UTF-16 surrogates');
  }
}

/**
 * Refuses, for every route and before any handler or query runs, a text value a database would
 * choke on: in the path, the query or a JSON body, at any depth. One 400 naming the parameter
 * instead of a 500 from PostgreSQL (or a value silently stored as U+FFFD).
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    check(request.params, 'path');
    check(request.query, 'query');
    check(request.body, 'body');
  });
}
