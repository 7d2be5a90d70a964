import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ApiError } from '../../errors.js';
import { TronGridError } from '../../schemas/trongrid/envelope.js';

/** A route's answers: its page for 200, TronGrid's error shape for the rest. */
export function tronGridResponses(ok: TSchema) {
  return { 200: ok, 400: TronGridError, 401: TronGridError, 404: TronGridError, 429: TronGridError };
}

/** The URL of the next page: this request with the fingerprint of its last row. */
function nextLink(request: FastifyRequest, fingerprint: string): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('fingerprint', fingerprint);
  return url.toString();
}

/** TronGrid's envelope around a page of rows. */
export function page<T>(request: FastifyRequest, data: T[], fingerprint?: string) {
  return {
    data,
    success: true as const,
    meta: {
      at: Date.now(),
      page_size: data.length,
      ...(fingerprint === undefined ? {} : { fingerprint, links: { next: nextLink(request, fingerprint) } }),
    },
  };
}

function send(reply: FastifyReply, statusCode: number, error: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, error, statusCode });
}

/**
 * The TronGrid routes answer errors as TronGrid does, `{ success: false, error, statusCode }`; the
 * message still names the offending parameter.
 */
export function useTronGridErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return send(reply, error.statusCode, error.message);
    if (error.validation) {
      const issue = error.validation[0];
      const name = (issue?.instancePath ?? '').replace(/^\//, '') || error.validationContext || 'request';
      return send(reply, 400, `${name}: ${issue?.message ?? 'is invalid'}`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal error');
  });
}
