import type { ErrorEnvelope } from '@poxscan/api/schemas';
import type { AxiosError } from 'axios';

/** A failed API call: the HTTP status (absent when no answer came back) and the API's error envelope. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

/** The code of an error the full node itself gave (its `Error` text is the message). */
export const NODE_ERROR = 'NODE_ERROR';

function isEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** java-tron's own error body, `{ "Error": "…" }`, which the full-node service passes through as it is. */
function nodeErrorOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('Error' in value)) return undefined;
  const error = (value as { Error: unknown }).Error;
  return typeof error === 'string' && error.trim() !== '' ? error.trim() : undefined;
}

/** Blob answers (the CSV export) carry their JSON error as a blob; read it so the message survives. */
async function bodyOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

/** Structural check, so the error path does not need axios loaded. */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(String(error), undefined, 'CLIENT_ERROR');
  if (error.response === undefined) return new ApiError(error.message, undefined, 'NETWORK_ERROR');
  const { status } = error.response;
  const body = await bodyOf(error.response.data);
  if (isEnvelope(body))
    return new ApiError(body.error.message, status, body.error.code, body.error.parameter);
  const nodeError = nodeErrorOf(body);
  if (nodeError !== undefined) return new ApiError(nodeError, status, NODE_ERROR);
  return new ApiError(`HTTP ${status}`, status, 'HTTP_ERROR');
}

/** Client errors will fail the same way again (and a 429 must not be hammered); everything else may recover. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408;
}
