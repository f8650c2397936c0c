import type { AnalyticsEventName, AnalyticsProps, UserRole } from '@autoleasing/contracts';
import { Injectable, Logger } from '@nestjs/common';

/** One accepted event: its name, its whitelisted props and who sent it (role only, no id). */
export interface AnalyticsEntry {
  event: AnalyticsEventName;
  props: AnalyticsProps;
  role: UserRole | null;
  receivedAt: string;
}

/** Where accepted events go. Swap the provider of ANALYTICS_SINK for a real analytics backend. */
export interface AnalyticsSink {
  record(entry: AnalyticsEntry): void;
}

export const ANALYTICS_SINK = Symbol('ANALYTICS_SINK');

/**
 * The default sink: one JSON log line per event through the Nest logger (nestjs-pino in the
 * app), so events land wherever the logs go and can be counted there.
 */
@Injectable()
export class LogAnalyticsSink implements AnalyticsSink {
  private readonly logger = new Logger('Analytics');

  record(entry: AnalyticsEntry): void {
    // An object, not a string: pino writes its fields into the JSON line, so logs can filter on them.
    this.logger.log({ analytics_event: entry.event, props: entry.props, role: entry.role, received_at: entry.receivedAt }, 'analytics event');
  }
}
