import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { ApiError, noResponseError, parseErrorResponse } from './api-error';

/**
 * The one HTTP client of the web app (spec 8 "client behaviour per API client"). Each kind of
 * client reacts differently to failures; the reactions are injected as handlers so the policy is
 * testable without a router or a toast on screen.
 */
export type ApiClientKind = 'public' | 'global' | 'checkout' | 'customer-area' | 'auth' | 'dealer';

/** Statuses that show an error page in place of the current page (the URL stays). */
export type ErrorPageStatus = 400 | 404;

export interface ToastRequest {
  key: string;
  message: string;
  tone: 'error' | 'success' | 'info';
  durationMs: number;
}

export interface ApiClientHandlers {
  navigate: (to: string) => void;
  raiseErrorPage: (status: ErrorPageStatus, error: ApiError) => void;
  showToast: (toast: ToastRequest) => void;
  storeError: (error: { status: number; message: string }) => void;
}

export interface ApiClientConfig {
  kind: ApiClientKind;
  handlers: Partial<ApiClientHandlers>;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  getAccessToken?: () => string | null | undefined;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the call (react-query passes one); a cancelled call has no side effects. */
  signal?: AbortSignal;
  /** Referral calls report their failure themselves, without the generic toast (spec 8). */
  suppressToast?: boolean;
}

export interface ApiClient {
  readonly kind: ApiClientKind;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

/** Spec 9: 30 s for public, global and dealer calls; 50 s where checkout uploads and rates run. */
export const API_TIMEOUT_MS: Record<ApiClientKind, number> = {
  public: 30_000,
  global: 30_000,
  auth: 30_000,
  dealer: 30_000,
  checkout: 50_000,
  'customer-area': 50_000,
};

export const API_ERROR_TOAST_KEY = 'toasterApiError';
export const API_ERROR_TOAST_MS = 3_000;
export const ERROR_PAGE_PATH = '/error';
export const LOGIN_PATH = '/login';

export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS[config.kind];
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: Response;
      try {
        response = await fetchImpl(buildUrl(config.baseUrl ?? '', path, options.query), {
          method: options.method ?? 'GET',
          headers: buildHeaders(options, config.getAccessToken?.()),
          // A FormData body (a file upload) goes as multipart with the boundary the browser sets.
          body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
          credentials: 'same-origin',
          signal: controller.signal,
        });
      } catch (cause) {
        // The caller gave up (unmount, new query): not a failure the user must hear about.
        if (options.signal?.aborted && !timedOut) {
          throw cause;
        }
        throw fail(noResponseError(timedOut ? 'timeout' : 'network'), options);
      }
      if (!response.ok) {
        throw fail(await parseErrorResponse(response), options);
      }
      return (await readBody(response)) as T;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const fail = (error: ApiError, options: RequestOptions) => applyFailurePolicy(config, error, options);

  const withMethod =
    (method: RequestOptions['method']) =>
    <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method, body });

  return {
    kind: config.kind,
    request,
    get: (path, options = {}) => request(path, { ...options, method: 'GET' }),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: (path, options = {}) => request(path, { ...options, method: 'DELETE' }),
  };
}

/** Applies the client kind's policy for this failure and hands the error back to be thrown. */
function applyFailurePolicy({ kind, handlers }: ApiClientConfig, error: ApiError, options: RequestOptions): ApiError {
  switch (kind) {
    case 'public':
    case 'global':
      if (error.statusCode === 400 || error.statusCode === 404) {
        handlers.raiseErrorPage?.(error.statusCode as ErrorPageStatus, error);
      } else {
        handlers.navigate?.(ERROR_PAGE_PATH);
      }
      break;
    case 'checkout':
    case 'customer-area':
      if (!error.hasResponse) {
        handlers.navigate?.(ERROR_PAGE_PATH);
      } else if (error.statusCode === 404) {
        handlers.raiseErrorPage?.(404, error);
      } else if (!options.suppressToast) {
        handlers.showToast?.({
          key: API_ERROR_TOAST_KEY,
          message: GERMAN_MESSAGES.technicalError,
          tone: 'error',
          durationMs: API_ERROR_TOAST_MS,
        });
      }
      break;
    case 'auth':
      handlers.storeError?.({ status: error.statusCode, message: error.message });
      if (error.statusCode === 409) {
        handlers.navigate?.(LOGIN_PATH);
      }
      break;
    case 'dealer':
      // The dealer table decides itself (loading flag, errorOnTableSave, import notice).
      break;
    default: {
      const exhaustive: never = kind;
      throw new Error(`Unknown API client kind ${String(exhaustive)}`);
    }
  }
  return error;
}

/** For callers that prefer a value over an exception (the dealer table: "returns false"). */
export async function settle<T>(call: Promise<T>): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, error };
    }
    throw error;
  }
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item) => search.append(key, String(item)));
    } else {
      search.append(key, String(value));
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `${path.includes('?') ? '&' : '?'}${queryString}` : ''}`;
}

function buildHeaders(options: RequestOptions, accessToken: string | null | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (accessToken) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}
