import { GERMAN_MESSAGES, type ApiErrorBody } from '@autoleasing/contracts';
import type { HttpDeadlines } from '@autoleasing/infra';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Paths whose clients wait 50 s (spec, section 9: checkout and customer area, with the uploads
 * and payments of the checkout); everything else waits 30 s.
 */
const LONG_PATHS = [
  '/api/v1/checkout',
  '/api/v1/customer_area',
  '/api/v1/payment',
  '/api/v1/rates_calculation',
  '/api/v1/uploads',
  '/api/v1/documents',
  '/api/v1/s3_signature',
];

export function deadlineFor(url: string, deadlines: HttpDeadlines): number {
  return LONG_PATHS.some((path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`))
    ? deadlines.checkoutMs
    : deadlines.defaultMs;
}

/**
 * Fastify's own options (server-options.ts) bound receiving a request and an idle socket; no
 * option bounds a handler that waits. Each request therefore gets a deadline a little below its
 * client's timeout: if no answer has started by then, the api answers 503 `request_timeout`
 * itself, so the client always gets an answer it can act on instead of its own timeout. The
 * handler's late answer is dropped (Fastify logs it); its database work is bounded by the
 * statement limits, which lie below the deadline.
 */
export function enforceRequestDeadlines(fastify: FastifyInstance, deadlines: HttpDeadlines): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => answerTimeout(request, reply), deadlineFor(request.url, deadlines));
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

function answerTimeout(request: FastifyRequest, reply: FastifyReply): void {
  // A stream (server-sent events) or an answer under way: nothing to replace.
  if (reply.sent || reply.raw.headersSent) return;
  request.log.warn({ url: request.url }, 'Request deadline passed, answered 503');
  const body: ApiErrorBody = { statusCode: 503, code: 'request_timeout', message: GERMAN_MESSAGES.dependencyUnavailable, requestId: request.id };
  void reply.status(503).header('cache-control', 'no-store').header('retry-after', '5').type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify server options: the whole request must arrive within the long deadline (an upload of
 * 10 MB on a slow line included), and an idle socket is closed a little after it, above the 25 s
 * heartbeat of the customer area's event stream.
 */
export function serverTimeouts(deadlines: HttpDeadlines): { requestTimeout: number; connectionTimeout: number } {
  return { requestTimeout: deadlines.checkoutMs, connectionTimeout: deadlines.checkoutMs + 5_000 };
}
