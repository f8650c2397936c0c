import { loadProcessSettings } from '@autoleasing/infra';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithoutBody } from '../../../common/openapi/response-schemas';
import { OptionalSession } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { ANALYTICS_SINK, type AnalyticsSink } from '../analytics-sink';
import { TrackEventRequestDto } from './track-event.request.dto';

/**
 * Per IP and minute; far above what one visitor's pages send, low enough to keep logs sane. Read
 * when the module loads: the route's decorator needs it before any provider exists.
 */
export const ANALYTICS_RATE_LIMIT_PER_MINUTE = loadProcessSettings().analyticsRateLimitPerMinute;

/**
 * Spec 4.6/8 analytics events from the web (sent with sendBeacon, so nobody reads the answer):
 * public, validated against the contracts' list, 202 once handed to the sink.
 */
@ApiTags('analytics')
@Controller('api/v1/analytics/events')
export class TrackEventHttpController {
  constructor(@Inject(ANALYTICS_SINK) private readonly sink: AnalyticsSink) {}

  @Post()
  @HttpCode(202)
  @RouteConfig({ rateLimit: { max: ANALYTICS_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } })
  @ApiOperation({ summary: 'Analyse-Ereignis der Web-App aufzeichnen (Anmeldung, Registrierung, Passwort)' })
  @RespondsWithoutBody(202, 'Angenommen (ohne Inhalt)')
  track(@Body() body: TrackEventRequestDto, @OptionalSession() session: AuthSession | null): void {
    this.sink.record({ event: body.event, props: body.props ?? {}, role: session?.role ?? null, receivedAt: new Date().toISOString() });
  }
}
