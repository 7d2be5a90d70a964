import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { ErrorEnvelope } from '../schemas/common.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The name of the offending parameter of a schema validation failure. */
function parameterOf(issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = (issue?.instancePath ?? '').split('/').filter((p) => p !== '');
  const missing = issue?.params?.requiredProperties ?? issue?.params?.missingProperty;
  if (Array.isArray(missing) && typeof missing[0] === 'string') path.push(missing[0]);
  else if (typeof missing === 'string') path.push(missing);
  const extra = issue?.params?.additionalProperties ?? issue?.params?.additionalProperty;
  if (Array.isArray(extra) && typeof extra[0] === 'string') path.push(extra[0]);
  if (path.length > 0) return path.join('.');
  return context === 'body' ? 'body' : (context ?? 'request');
}

function envelope(code: string, message: string, parameter?: string): ErrorEnvelope {
  return { error: parameter === undefined ? { code, message } : { code, message, parameter } };
}

function sendError(reply: FastifyReply, status: number, body: ErrorEnvelope): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Every failure answers `{ error: { code, message } }`; schema failures become a 400 naming the parameter. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.statusCode, envelope(error.code, error.message, error.parameter));
    }
    if (error.validation) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      const parameter = parameterOf(issue, error.validationContext);
      const detail = issue?.message ?? 'is invalid';
      return sendError(reply, 400, envelope('BAD_PARAMETER', `${parameter}: ${detail}`, parameter));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, envelope('BODY_TOO_LARGE', error.message, 'body'));
    if (status === 415) return sendError(reply, 415, envelope('UNSUPPORTED_MEDIA_TYPE', error.message));
    if (status >= 400 && status < 500) {
      const parameter = error.code?.startsWith('FST_ERR_CTP') ? 'body' : undefined;
      const code = status === 400 ? 'BAD_REQUEST' : (error.code ?? 'CLIENT_ERROR');
      return sendError(reply, status, envelope(code, error.message, parameter));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, envelope('INTERNAL', 'internal error'));
  });
}

/**
 * Fastify's own refusals before a route is found (a malformed percent-encoding, a path segment over
 * `maxParamLength`), in the error envelope rather than Fastify's default body.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, envelope('URI_TOO_LONG', 'a path segment is too long'));
  return sendError(reply, 400, envelope('BAD_REQUEST', 'the URL is malformed'));
}

/** The 404 of an unknown route, in the error envelope. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(
    reply,
    404,
    envelope('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`),
  );
}
