/** An error the API answers with its own status and `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function badParameter(parameter: string, message: string): ApiError {
  return new ApiError(400, 'BAD_PARAMETER', `${parameter}: ${message}`, parameter);
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} not found`);
}
