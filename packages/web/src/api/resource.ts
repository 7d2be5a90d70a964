import type { ServiceName } from '@poxscan/api/schemas';

export type { ServiceName };

/**
 * One call of the API. `Params` and `Response` exist only at the type level: GET params become the
 * query string, POST params the JSON body.
 */
export interface Resource<Params, Response> {
  readonly service: ServiceName;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly responseType: 'json' | 'blob';
  readonly types?: { params: Params; response: Response };
}

/** `void` marks a call without parameters. */
export function get<Params, Response>(
  service: ServiceName,
  path: string,
  responseType: 'json' | 'blob' = 'json',
): Resource<Params, Response> {
  return { service, method: 'GET', path, responseType };
}

export function post<Params, Response>(service: ServiceName, path: string): Resource<Params, Response> {
  return { service, method: 'POST', path, responseType: 'json' };
}
