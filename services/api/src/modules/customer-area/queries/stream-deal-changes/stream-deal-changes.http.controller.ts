import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { StreamDealChangesQuery } from './stream-deal-changes.query';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/v1/customer_area/events — server-sent events: `event: deal_changed` with
 * `{"deal_id": …}` whenever the projections applied an event of one of the customer's deals.
 * The web refetches what it shows (react-query invalidation). Same origin with the session
 * cookie, so the CSP's connect-src 'self' covers it; the security headers set by helmet are kept.
 */
@ApiTags('customer-area')
@Controller('api/v1/customer_area')
@RequiresLogin({ roles: ['Customer'] })
export class StreamDealChangesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('events')
  @ApiOperation({ summary: 'Live-Aktualisierungen der eigenen Deals (Server-Sent Events)' })
  @RespondsWithFile('text/event-stream', 'Server-Sent Events: „event: deal_changed“ mit {"deal_id": …} je geänderten Deal, Kommentare als Herzschlag')
  async stream(@CurrentSession() session: AuthSession, @Res() reply: FastifyReply): Promise<void> {
    const unsubscribe = await this.queryBus.execute(
      new StreamDealChangesQuery(session.userId, (dealId) => {
        reply.raw.write(`event: deal_changed\ndata: ${JSON.stringify({ deal_id: dealId })}\n\n`);
      }),
    );
    reply.hijack();
    const headers: Record<string, string | string[] | number> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | string[] | number;
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n: verbunden\n\n');
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    reply.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }
}
