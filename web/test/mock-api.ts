/**
 * Network-edge mock for the web specs: `fetch` answers by path with recorded API answers
 * (fixtures/ were captured from the real API on demo data). Every request is kept so a spec can
 * check the query the page sent.
 */
type Answer = { status?: number; body: unknown } | undefined;
export type Route = (url: URL) => Answer;

/** `route` may answer with a promise: a request a spec holds open, to see the page while it loads. */
export function mockApi(route: (url: URL) => Answer | Promise<Answer>) {
  const requests: URL[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    requests.push(url);
    const answer = await route(url);
    if (!answer) return new Response(JSON.stringify({ statusCode: 404, code: 'not_found', message: 'Nicht gefunden' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock, lastRequest: (path: string) => [...requests].reverse().find((u) => u.pathname === path) };
}
