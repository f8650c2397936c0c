import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ANALYTICS_SINK, type AnalyticsSink } from '../../shared/analytics-sink';
import { TrackEventCommand } from './track-event.command';

/** Hands the event to the sink, stamped with the time it was received. */
@CommandHandler(TrackEventCommand)
export class TrackEventHandler implements ICommandHandler<TrackEventCommand> {
  constructor(@Inject(ANALYTICS_SINK) private readonly sink: AnalyticsSink) {}

  execute({ event, props, role }: TrackEventCommand): Promise<void> {
    this.sink.record({ event, props, role, receivedAt: new Date().toISOString() });
    return Promise.resolve();
  }
}
