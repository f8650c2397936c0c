import { PgChannelListener, type RuntimeConfig } from '@autoleasing/infra';
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
    super({ connectionString: config.databaseUrl, application_name: LISTENER_APPLICATION_NAME }, new Logger(PgNotifications.name));
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
