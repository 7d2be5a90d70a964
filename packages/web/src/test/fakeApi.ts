import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { type ResourceName, type ResponseOf, resources } from '../api/resources';

/** What the adapter answers with, once a typed route has been picked. */
interface FakeAnswer {
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

/** A failure the API answers with its error envelope. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

/** An answer to registry call `N`: a success carries exactly that call's response type. */
export type FakeAnswerFor<N extends ResourceName> =
  | { status?: 200 | 201 | 202; data: ResponseOf<N>; headers?: Record<string, string> }
  | { status: ErrorStatus; data?: unknown; headers?: Record<string, string> };

export type HandlerFor<N extends ResourceName> = (
  request: RecordedRequest,
) => FakeAnswerFor<N> | Promise<FakeAnswerFor<N>>;

/** A fixture of registry call `N`: an answer, or a function of the request giving one. */
export type FakeRouteFor<N extends ResourceName> = FakeAnswerFor<N> | HandlerFor<N>;

/**
 * Answers by registry name only, so every fixture is typed: one that no longer matches its call's
 * response type does not compile. A request outside the registry is a request the app cannot make.
 */
export type FakeRoutes = Partial<{ [N in ResourceName]: FakeRouteFor<N> }>;

/**
 * "METHOD /path" of each registry name among `routes`; a `:param` segment matches any one segment, and
 * a path without one wins over it (`/dev/verify/compilers` is not the job `/dev/verify/:id`).
 */
function byRequestLine(routes: FakeRoutes): [RegExp, FakeAnswer | Handler][] {
  const entries = Object.entries(routes).map(([key, route]) => {
    const resource = resources[key as ResourceName];
    if (resource === undefined) throw new Error(`fakeApi: ${key} is not a registry name`);
    const line = `${resource.method} ${resource.path}`;
    const pattern = line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    return [new RegExp(`^${pattern}$`), route as FakeAnswer | Handler, line.includes(':')] as const;
  });
  return [...entries.filter((e) => e[2]), ...entries.filter((e) => !e[2])].map(([re, route]) => [re, route]);
}

/**
 * The HTTP boundary of component tests: an axios adapter answering by registry name.
 * Unknown calls answer 404 with the API's error envelope, as the server would.
 */
export function fakeApi(routes: FakeRoutes = {}) {
  const requests: RecordedRequest[] = [];
  const answers = byRequestLine(routes);
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
    const line = `${request.method} ${request.url}`;
    // The last matching entry wins, as the last of equal keys does in an object spread.
    const route = answers.findLast(([pattern]) => pattern.test(line))?.[1];
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
