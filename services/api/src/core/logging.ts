import type { IncomingMessage } from 'node:http';
import type { Options } from 'pino-http';

/**
 * JSON logs with the request id Fastify assigned (see create-app: the raw request carries it),
 * so every line of one request shares it. Health checks are not logged: they are polled.
 */
export function pinoHttpOptions(): Options {
  return {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    genReqId: (req: IncomingMessage) => (req as IncomingMessage & { requestId?: string }).requestId ?? 'unknown',
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
    },
  };
}
