import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { RequestWithSession } from '../../modules/wall/auth/access-policy.decorator';
import { readSessionCookie } from '../../modules/wall/auth/session-cookie';
import type { SessionStore } from '../../modules/wall/auth/session.store';
import { mapError, resourceNotFound } from '../http/error-mapping';

/**
 * Browser features no page of ours uses: a script injected despite the CSP cannot switch them on,
 * and no embedded frame can ask for them.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()';

/**
 * Headers on every answer (issue 20, item 9):
 * - Permissions-Policy (helmet sets the others: CSP, nosniff, frame-ancestors, referrer policy…);
 * - `Cache-Control: no-store` on every answer to a logged-in caller: such answers may carry
 *   personal data (IBAN, addresses, messages) that no browser or proxy cache may keep. Public
 *   answers to visitors keep their own caching.
 */
export function addResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request: FastifyRequest & RequestWithSession, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.authSession) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Helmet's headers (CSP, nosniff, frame-ancestors, referrer policy, HSTS…) on every answer. They
 * never depend on the request, so helmet's middleware is built once: @fastify/helmet built it anew
 * for every request and parsed the CSP each time, 2.6 % of the api's CPU in the checkout bench.
 */
export function addHelmetHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  fastify.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
}

const API_DOCS = /^\/api\/docs(?:[-/?.]|$)/;

/**
 * In production the OpenAPI document and Swagger UI are for Admins only: anyone else gets the
 * same 404 as for a path that does not exist (the routes are registered by SwaggerModule, which
 * knows no guards, so this runs as a hook before them). Open in development and tests.
 */
export function restrictApiDocsToAdmins(fastify: FastifyInstance, sessions: SessionStore): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!API_DOCS.test(request.url)) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : readSessionCookie(request);
    const session = token ? await sessions.authenticate(token) : null;
    if (session?.role === 'Admin') {
      reply.header('cache-control', 'no-store');
      return;
    }
    const { body } = mapError(resourceNotFound());
    return reply.status(404).header('cache-control', 'no-store').send({ ...body, requestId: request.id });
  });
}
