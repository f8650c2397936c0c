import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@autoleasing/contracts';
import { mapError } from '../http/error-mapping';
import { parseJsonBody, valueProblem } from './malformed-input';
import { stateChangingRequestProblem } from './same-origin-requests';

function refuse(request: FastifyRequest, reply: FastifyReply, body: ApiErrorBody): FastifyReply {
  return reply.status(body.statusCode).header('cache-control', 'no-store').send({ ...body, requestId: request.id });
}

/**
 * What every request passes before any handler runs (issue 20, items 4 and 6):
 * - state-changing requests come from our own origin with a JSON body (same-origin-requests.ts);
 * - JSON bodies are parsed by one parser that refuses invalid UTF-8, over-deep nesting, NUL
 *   bytes, lone surrogates and over-long strings with a 400 and a stable code;
 * - query strings and path parameters are held to the same text rules.
 * Form-encoded and text/plain bodies have no parser at all (the app is created with Nest's
 * body parsers off), so nothing can reach a handler in those formats.
 */
export function hardenRequests(fastify: FastifyInstance, publicOrigin: string): void {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
    try {
      done(null, parseJsonBody(raw as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  fastify.addHook('onRequest', async (request, reply) => {
    const ownOrigin = `${request.protocol}://${request.host}`;
    const problem = stateChangingRequestProblem({ method: request.method, url: request.url, headers: request.headers, ownOrigin }, publicOrigin);
    if (problem) return refuse(request, reply, problem);
  });

  fastify.addHook('preValidation', async (request, reply) => {
    const problem = valueProblem(request.params) ?? valueProblem(request.query);
    if (problem) return refuse(request, reply, mapError(problem).body);
  });
}
