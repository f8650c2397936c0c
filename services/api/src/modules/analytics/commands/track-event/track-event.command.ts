import type { AnalyticsEventName, AnalyticsProps, UserRole } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

/** An analytics event of the web app and the sender's role (no id: events are not personal). */
export class TrackEventCommand extends Command<void> {
  constructor(
    readonly event: AnalyticsEventName,
    readonly props: AnalyticsProps,
    readonly role: UserRole | null,
  ) {
    super();
  }
}
