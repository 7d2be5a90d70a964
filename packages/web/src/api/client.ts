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
        const response = await (await clients)[resource.service].request({
          url: resource.path,
          method: resource.method,
          responseType: resource.responseType,
          signal,
          ...(resource.method === 'GET' ? { params } : { data: params ?? {} }),
        });
        return response.data as ResponseOf<typeof name>;
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
