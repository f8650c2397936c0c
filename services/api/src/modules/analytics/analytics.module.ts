import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TrackEventHandler } from './commands/track-event/track-event.handler';
import { TrackEventHttpController } from './commands/track-event/track-event.http.controller';
import { ANALYTICS_SINK, LogAnalyticsSink } from './shared/analytics-sink';

/** Analytics events of the web app (spec 4.6, 8) into a pluggable sink; logged by default. */
@Module({
  imports: [CqrsModule],
  controllers: [TrackEventHttpController],
  providers: [{ provide: ANALYTICS_SINK, useClass: LogAnalyticsSink }, TrackEventHandler],
})
export class AnalyticsModule {}
