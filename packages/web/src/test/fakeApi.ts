import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  baseURL: string | undefined;
  params: unknown;
  data: unknown;
  headers: Record<string, unknown>;
  timeout: number | undefined;
}

type Handler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The HTTP boundary of component tests: an axios adapter answering by "METHOD /path". Unknown calls answer
 * 404 with the API's error envelope, as the server would.
 */
export function fakeApi(routes: Record<string, FakeAnswer | Handler> = {}) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL,
      params: config.params,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: { ...config.headers },
      timeout: config.timeout,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, data: { error: { code: 'NOT_FOUND', message: `no route ${request.url}` } } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    const status = answer.status ?? 200;
    let data = answer.data;
    if (config.responseType === 'blob' && !(data instanceof Blob)) {
      data = new Blob([JSON.stringify(data)], { type: 'application/json' });
    }
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: answer.headers ?? {},
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
  };
  return { adapter, requests };
}
