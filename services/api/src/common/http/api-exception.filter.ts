import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '../../core/redaction';
import { PageShell } from '../../web/seo/page-shell';
import { isFileRequest, isServerPath } from '../../web/web-app';
import { mapError, RETRY_AFTER_UNAVAILABLE_SECONDS } from './error-mapping';

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  /** @param webIndex index.html of the built web app, answered for page routes the API does not own. */
  private readonly shell: PageShell | null;

  constructor(webIndex: string | null = null) {
    this.shell = webIndex === null ? null : new PageShell(webIndex);
  }

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { body, unexpected, unavailable } = mapError(error);
    if (body.statusCode === 404 && this.shell && this.isPageRequest(request)) {
      // Client-side routes (/leasing, /customer, …): the web app renders them, and its own 404.
      this.shell.send(request, reply);
      return;
    }
    if (unexpected) {
      this.logger.error({ err: error, requestId: request.id, url: redactUrl(request.url), ip: request.ip }, 'Request failed unexpectedly');
    }
    if (unavailable) {
      this.logger.warn({ dependency: unavailable, error: (error as Error).message, requestId: request.id, url: redactUrl(request.url) }, 'Dependency unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
    }
    // The type explicitly: a route that declared another (e.g. /dev/outbox's text/html) would make
    // Fastify refuse to send an object, and the error became a 500.
    void reply.status(body.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ ...body, requestId: request.id });
  }

  private isPageRequest(request: FastifyRequest): boolean {
    return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && !isFileRequest(request.url);
  }
}
