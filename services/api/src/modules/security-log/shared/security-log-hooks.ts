import type { Actor } from '@autoleasing/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SecurityLog } from './security-log';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The dealer area's routes: the dealer id is the path's `:id` (an Admin chooses it, a Dealer has their own). */
const DEALER_AREA_ROUTE = /^\/api\/v1\/dealers\/:id(\/|$)/;

type RequestWithActor = FastifyRequest & { actor?: Actor };

function errorCodeOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Entries the security log gets from every request, whichever module answered it:
 * - every 403 (a wrong role, another origin, the terms gate…) with its error code;
 * - every state-changing request an Admin makes in the dealer area, i.e. acting for a dealer
 *   (refused attempts too, with their status: an attempt on a dealer's data is worth knowing).
 * Written after the answer is on its way; a failed write is logged by SecurityLog itself.
 */
export function recordSecurityEvents(fastify: FastifyInstance, log: SecurityLog): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 403) void log.recordForRequest(request, 'access_denied', { code: errorCodeOf(payload) });
    return payload;
  });
  fastify.addHook('onResponse', async (request: RequestWithActor, reply) => {
    const actor = request.actor;
    if (actor?.role !== 'Admin' || !STATE_CHANGING.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route || !DEALER_AREA_ROUTE.test(route)) return;
    const dealerId = (request.params as { id?: string }).id ?? null;
    void log.recordForRequest(request, 'acting_for_dealer', { dealer_id: dealerId, status: reply.statusCode });
  });
}
