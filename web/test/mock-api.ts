/**
 * Network-edge mock for the web specs: `fetch` answers by path with recorded API answers
 * (fixtures/ were captured from the real API on demo data). Every request is kept so a spec can
 * check the query the page sent.
 */
import navigationBar from './fixtures/catalogue/navigation-bar-b2c.json';

type Answer = { status?: number; body: unknown } | undefined;
export type Route = (url: URL) => Answer;

const NOT_FOUND = { statusCode: 404, code: 'not_found', message: 'Nicht gefunden' };

/**
 * What every page's frame asks for, unless a spec's own route answers it: the menus' navigation
 * bar, and no stored content for the page (the API's 404, which the page takes as "none").
 */
function frameAnswer(url: URL): Answer {
  if (url.pathname === '/api/v1/navigation_bar') return { body: navigationBar };
  if (url.pathname.startsWith('/fe-api/v1/content/')) return { status: 404, body: NOT_FOUND };
  return undefined;
}

/** The frame's answer as a Response, or the usual 404: the last resort of the specs' own fetch mocks. */
export function frameOrNotFound(url: URL): Response {
  const answer = frameAnswer(url) ?? { status: 404, body: NOT_FOUND };
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
}

/** `route` may answer with a promise: a request a spec holds open, to see the page while it loads. */
export function mockApi(route: (url: URL) => Answer | Promise<Answer>) {
  const requests: URL[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    requests.push(url);
    const answer = await route(url);
    if (!answer) return frameOrNotFound(url);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock, lastRequest: (path: string) => [...requests].reverse().find((u) => u.pathname === path) };
}
