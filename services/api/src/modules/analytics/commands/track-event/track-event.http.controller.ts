import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimitPerMinute } from '../../../../common/http/route-rate-limit';
import { RespondsWithoutBody } from '../../../../common/openapi/response-schemas';
import { OptionalSession } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { TrackEventCommand } from './track-event.command';
import { TrackEventRequestDto } from './track-event.request.dto';

/**
 * Spec 4.6/8 analytics events from the web (sent with sendBeacon, so nobody reads the answer):
 * public, validated against the contracts' list, 202 once handed to the sink.
 */
@ApiTags('analytics')
@Controller('api/v1/analytics/events')
export class TrackEventHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(202)
  // Per IP and minute (ANALYTICS_RATE_LIMIT_MAX): far above what one visitor's pages send, low enough to keep logs sane.
  @RateLimitPerMinute('analyticsRateLimitPerMinute')
  @ApiOperation({ summary: 'Analyse-Ereignis der Web-App aufzeichnen (Anmeldung, Registrierung, Passwort)' })
  @RespondsWithoutBody(202, 'Angenommen (ohne Inhalt)')
  async track(@Body() body: TrackEventRequestDto, @OptionalSession() session: AuthSession | null): Promise<void> {
    await this.commandBus.execute(new TrackEventCommand(body.event, body.props ?? {}, session?.role ?? null));
  }
}
