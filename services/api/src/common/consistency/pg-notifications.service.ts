import { PgChannelListener, pgTimeoutSettings, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RUNTIME_CONFIG } from '../../core/tokens';

export type { ChannelSubscriber } from '@autoleasing/infra';

/** The listening connection's application_name: one such backend per api process. */
export const LISTENER_APPLICATION_NAME = 'api-listener';

/**
 * The api process's one LISTEN connection (infra's PgChannelListener), shared by read-your-writes,
 * catalogue version, customer-area live updates and the session cache; closed at shutdown.
 */
@Injectable()
export class PgNotifications extends PgChannelListener implements OnApplicationShutdown {
  constructor(@Inject(RUNTIME_CONFIG) config: RuntimeConfig) {
    // The api's limits: a LISTEN that does not answer must not hold up a request waiting on it.
    super(
      { connectionString: config.databaseUrl, application_name: LISTENER_APPLICATION_NAME, ...pgTimeoutSettings(config.pgTimeouts.api) },
      new Logger(PgNotifications.name),
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
