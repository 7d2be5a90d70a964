import type { AxiosAdapter, AxiosInstance } from 'axios';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { toApiError } from './errors';
import type { Resource, ServiceName } from './resource';
import { type ParamsOf, type ResourceName, type ResponseOf, resources } from './resources';

export interface ApiClient {
  /** `params` is the query string of a GET, the JSON body of a POST; `undefined` for calls without any. */
  request<N extends ResourceName>(
    name: N,
    params: ParamsOf<N>,
    options?: { signal?: AbortSignal },
  ): Promise<ResponseOf<N>>;
}

export interface ApiClientOptions {
  /** Replaces the HTTP transport (tests answer requests without a server). */
  adapter?: AxiosAdapter;
}

type ServiceClients = Record<ServiceName, AxiosInstance>;

/** `/dev/verify/:id` with `{ id }` → `/dev/verify/<id>`; the path's parameters leave the query or body. */
function withPathParams(path: string, params: unknown): { url: string; rest: unknown } {
  if (!path.includes('/:') || typeof params !== 'object' || params === null)
    return { url: path, rest: params };
  const rest: Record<string, unknown> = { ...params };
  const url = path.replace(/\/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return `/${encodeURIComponent(String(value))}`;
  });
  return { url, rest: Object.keys(rest).length === 0 ? undefined : rest };
}

/** One axios instance per service: its base URL, the bearer key, and no timeout (the spec's default). */
async function createServiceClients(
  config: RuntimeConfig,
  adapter: AxiosAdapter | undefined,
): Promise<ServiceClients> {
  const { default: axios } = await import('axios');
  const client = (baseURL: string) =>
    axios.create({
      baseURL,
      timeout: 0,
      headers: { Authorization: `Bearer ${config.apiKey}` },
      ...(adapter === undefined ? {} : { adapter }),
    });
  return {
    node: client(config.api.node),
    governance: client(config.api.governance),
    fullnode: client(config.api.fullnode),
  };
}

/**
 * Every API call of the app, by registry name. The HTTP library loads with the first call, after the
 * first paint.
 */
export function createApiClient(config: RuntimeConfig, options: ApiClientOptions = {}): ApiClient {
  let clients: Promise<ServiceClients> | undefined;
  return {
    async request(name, params, { signal } = {}) {
      const resource: Resource<unknown, unknown> = resources[name];
      clients ??= createServiceClients(config, options.adapter);
      try {
        const { url, rest } = withPathParams(resource.path, params);
        const response = await (await clients)[resource.service].request({
          url,
          method: resource.method,
          responseType: resource.responseType,
          signal,
          ...(resource.method === 'GET' ? { params: rest } : { data: rest ?? {} }),
        });
        return response.data as ResponseOf<typeof name>;
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
