import { GERMAN_MESSAGES, type ApiErrorBody } from '@autoleasing/contracts';
import { createApiClient, settle, type ApiClientHandlers, type ApiClientKind } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function errorBody(statusCode: number, code = 'some_code'): ApiErrorBody {
  return { statusCode, code, message: 'Servertext', details: [{ field: 'x', code: 'invalid', message: 'ungültig' }] };
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
const hangingFetch = jest.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    }),
);

function setup(kind: ApiClientKind, answer: () => Promise<Response>) {
  const handlers: jest.Mocked<ApiClientHandlers> = {
    navigate: jest.fn(),
    raiseErrorPage: jest.fn(),
    showToast: jest.fn(),
    storeError: jest.fn(),
  };
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createApiClient({ kind, handlers, fetch: fetchMock as unknown as typeof fetch });
  return { client, handlers, fetchMock };
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('api client: requests', () => {
  it('sends JSON with query parameters and returns the parsed body', async () => {
    const { client, fetchMock } = setup('public', async () => jsonResponse(200, { ok: 1 }));
    await expect(client.post('/api/v1/deals', { a: 1 }, { query: { page: 2, brand: ['bmw', 'vw'], empty: undefined } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/deals?page=2&brand=bmw&brand=vw');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    const { client } = setup('checkout', async () => new Response(null, { status: 204 }));
    await expect(client.delete('/api/v1/x')).resolves.toBeUndefined();
  });

  it('parses errors into the ApiErrorBody shape', async () => {
    const { client } = setup('dealer', async () => jsonResponse(422, errorBody(422, 'invalid_cell')));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toBody()).toEqual({
      statusCode: 422,
      code: 'invalid_cell',
      message: 'Servertext',
      details: [{ field: 'x', code: 'invalid', message: 'ungültig' }],
      requestId: undefined,
    });
  });

  it('gives foreign error bodies defaults (German message, http_<status>)', async () => {
    const { client } = setup('dealer', async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ statusCode: 502, code: 'http_502', message: GERMAN_MESSAGES.technicalError });
  });
});

describe('public client (spec 8)', () => {
  it.each([400, 404])('raises the error page for %i', async (status) => {
    const { client, handlers } = setup('public', async () => jsonResponse(status, errorBody(status)));
    await expect(client.get('/x')).rejects.toMatchObject({ statusCode: status });
    expect(handlers.raiseErrorPage).toHaveBeenCalledWith(status, expect.any(ApiError));
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it.each([401, 409, 500, 503])('navigates to /error for %i', async (status) => {
    const { client, handlers } = setup('public', async () => jsonResponse(status, errorBody(status)));
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.navigate).toHaveBeenCalledWith('/error');
    expect(handlers.raiseErrorPage).not.toHaveBeenCalled();
  });

  it('navigates to /error when no response comes', async () => {
    const { client, handlers } = setup('public', networkDown);
    await expect(client.get('/x')).rejects.toMatchObject({ statusCode: 0, reason: 'network' });
    expect(handlers.navigate).toHaveBeenCalledWith('/error');
  });
});

describe('checkout and customer-area clients (spec 8)', () => {
  it.each<ApiClientKind>(['checkout', 'customer-area'])('%s: toast for 3 s on other errors', async (kind) => {
    const { client, handlers } = setup(kind, async () => jsonResponse(500, errorBody(500)));
    await expect(client.put('/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(handlers.showToast).toHaveBeenCalledWith({
      key: 'toasterApiError',
      message: GERMAN_MESSAGES.technicalError,
      tone: 'error',
      durationMs: 3000,
    });
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('raises the 404 page for 404', async () => {
    const { client, handlers } = setup('checkout', async () => jsonResponse(404, errorBody(404)));
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.raiseErrorPage).toHaveBeenCalledWith(404, expect.any(ApiError));
    expect(handlers.showToast).not.toHaveBeenCalled();
  });

  it('navigates to /error when no response comes', async () => {
    const { client, handlers } = setup('customer-area', networkDown);
    await expect(client.get('/x')).rejects.toMatchObject({ reason: 'network' });
    expect(handlers.navigate).toHaveBeenCalledWith('/error');
    expect(handlers.showToast).not.toHaveBeenCalled();
  });

  it('shows no toast for referral calls', async () => {
    const { client, handlers } = setup('checkout', async () => jsonResponse(422, errorBody(422)));
    await expect(client.post('/api/v1/deals/1/referral', { code: 'X' }, { suppressToast: true })).rejects.toBeInstanceOf(ApiError);
    expect(handlers.showToast).not.toHaveBeenCalled();
  });
});

describe('auth client (spec 8)', () => {
  it('stores status and message of every error', async () => {
    const { client, handlers } = setup('auth', async () => jsonResponse(401, errorBody(401)));
    await expect(client.post('/api/v1/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(handlers.storeError).toHaveBeenCalledWith({ status: 401, message: 'Servertext' });
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('sends 409 to /login', async () => {
    const { client, handlers } = setup('auth', async () => jsonResponse(409, errorBody(409)));
    await expect(client.post('/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(handlers.storeError).toHaveBeenCalledWith({ status: 409, message: 'Servertext' });
    expect(handlers.navigate).toHaveBeenCalledWith('/login');
  });
});

describe('dealer client (spec 8)', () => {
  it('returns failures to the caller without side effects', async () => {
    const { client, handlers } = setup('dealer', async () => jsonResponse(500, errorBody(500)));
    const result = await settle(client.get('/x'));
    expect(result).toMatchObject({ ok: false, error: { statusCode: 500 } });
    for (const handler of Object.values(handlers)) {
      expect(handler).not.toHaveBeenCalled();
    }
  });

  it('settles successes as data', async () => {
    const { client } = setup('dealer', async () => jsonResponse(200, [1, 2]));
    await expect(settle(client.get('/x'))).resolves.toEqual({ ok: true, data: [1, 2] });
  });
});

describe('timeouts (spec 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each<[ApiClientKind, number]>([
    ['public', 30_000],
    ['global', 30_000],
    ['dealer', 30_000],
    ['checkout', 50_000],
    ['customer-area', 50_000],
  ])('%s aborts after %i ms', async (kind, ms) => {
    const handlers = { navigate: jest.fn() };
    const client = createApiClient({ kind, handlers, fetch: hangingFetch as unknown as typeof fetch });
    let settled = false;
    const call = client.get('/slow').finally(() => {
      settled = true;
    });
    call.catch(() => undefined);

    await jest.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toMatchObject({ statusCode: 0, code: 'timeout', reason: 'timeout' });
    expect(handlers.navigate).toHaveBeenCalledTimes(kind === 'dealer' ? 0 : 1);
  });

  it('treats a cancellation by the caller as no failure', async () => {
    const handlers = { navigate: jest.fn(), showToast: jest.fn() };
    const client = createApiClient({ kind: 'checkout', handlers, fetch: hangingFetch as unknown as typeof fetch });
    const controller = new AbortController();
    const call = client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(handlers.navigate).not.toHaveBeenCalled();
    expect(handlers.showToast).not.toHaveBeenCalled();
  });
});
