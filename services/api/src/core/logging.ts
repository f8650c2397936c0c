import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';

let root: Logger | undefined;

/**
 * The process's one pino logger (JSON lines): Fastify logs requests through it, and the Nest
 * logger (nestjs-pino's, see AppModule) writes every other line through it.
 *
 * No per-request logger context (nestjs-pino's middleware and AsyncLocalStorage): on the checkout
 * bench they cost the api about a sixth of its CPU per request, mostly through the async hooks
 * AsyncLocalStorage switches on for every promise. Lines about one request carry its id where
 * they are written with it: the completed-request line, and the exception filter's.
 */
export function appLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
  return root;
}

/**
 * Fastify's request lines, one per answered request instead of two: method, URL, status and
 * time, with the request id Fastify binds as `reqId`. Health checks are not logged: they are polled.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => request.url === '/api/health' });
  }

  override incomingRequest(): void {
    // The completed line says all of it.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || !appLogger().isLevelEnabled(error ? 'error' : 'info')) return;
    const line = { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
