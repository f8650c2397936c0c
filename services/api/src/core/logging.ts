import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Actor } from '@autoleasing/contracts';
import { pino, type DestinationStream, type Logger } from 'pino';
import { LOG_REDACT_PATHS, redactUrl } from './redaction';

let root: Logger | undefined;

/**
 * The process's one pino logger (JSON lines): Fastify logs requests through it, and the Nest
 * logger (nestjs-pino's, see AppModule) writes every other line through it.
 *
 * No per-request logger context (nestjs-pino's middleware and AsyncLocalStorage): on the checkout
 * bench they cost the api about a sixth of its CPU per request, mostly through the async hooks
 * AsyncLocalStorage switches on for every promise. Lines about one request carry its id where
 * they are written with it: the completed-request line, and the exception filter's.
 *
 * The first call creates it: createApp's, with RuntimeConfig.logLevel (LOG_LEVEL); AppModule asks
 * for it only while the app is created, not when it is imported.
 */
export function appLogger(level = 'info'): Logger {
  root ??= pino(
    {
      level,
      // Tokens and passwords never reach a log (issue 20, item 8): headers and secret fields.
      redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' },
    },
    { write: (line: string) => (tap ?? (stdout ??= pino.destination(1))).write(line) },
  );
  return root;
}

let stdout: DestinationStream | undefined;
let tap: DestinationStream | undefined;

/** Tests capture the log lines (all of them, from now on) instead of writing them to stdout. */
export function useLogDestination(stream: DestinationStream): void {
  tap = stream;
}

/**
 * Fastify's request lines, one per answered request instead of two: method, URL, status and
 * time, client address and user, with the request id Fastify binds as `reqId`. Health checks are not logged: they are polled.
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
    const actor = (request as FastifyRequest & { actor?: Actor }).actor;
    const line = {
      // Secret query parameters (the consent link's access_token, reset tokens) are never logged.
      req: { method: request.method, url: redactUrl(request.url) },
      // Beside req: Fastify's req serializer keeps only its own fields.
      ip: request.ip,
      userId: actor?.userId ?? null,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
