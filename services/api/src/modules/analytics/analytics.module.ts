import { Module } from '@nestjs/common';
import { ANALYTICS_SINK, LogAnalyticsSink } from './analytics-sink';
import { TrackEventHttpController } from './track-event/track-event.http.controller';

/** Analytics events of the web app (spec 4.6, 8) into a pluggable sink; logged by default. */
@Module({
  controllers: [TrackEventHttpController],
  providers: [{ provide: ANALYTICS_SINK, useClass: LogAnalyticsSink }],
})
export class AnalyticsModule {}
