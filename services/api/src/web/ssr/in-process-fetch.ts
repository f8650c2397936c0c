import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the page request that the API calls of its render carry along. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;

/**
 * A `fetch` for the server render whose calls never leave the process: Fastify answers them with
 * the same controllers and query services the browser's calls reach (light-my-request, no
 * socket, no second HTTP hop), as the visitor (cookies, address, so the session and the rate
 * limit apply as they would to the browser's own calls).
 */
export function inProcessFetch(fastify: FastifyInstance, page: FastifyRequest): typeof fetch {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (input, init) => {
    const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://in-process');
    const answer = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, ...(typeof init?.body === 'string' ? { 'content-type': 'application/json' } : {}) },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: page.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
