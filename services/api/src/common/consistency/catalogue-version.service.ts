import { CATALOGUE_CHANGED_CHANNEL, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { RUNTIME_CONFIG } from '../../core/tokens';
import { PgNotifications } from './pg-notifications.service';

/**
 * Which version of the catalogue data the api's caches may hold. The process's listening
 * connection (PgNotifications) LISTENs on `catalogue_changed`, which the tables' statement triggers
 * (migration 011) send when a write commits — the seed, a dealer discount repricing offers, any
 * job. Every notification moves the version on, so cached answers of the old version are never
 * served again.
 *
 * While the connection is down (and before it first listens) nothing can tell us about writes:
 * `current()` is null then and the caches load from PostgreSQL on every request, so an answer is
 * never staler than the few milliseconds a notification takes to arrive. CATALOGUE_CACHE=off keeps
 * it that way for good (the benchmark measures the uncached path with it).
 */
@Injectable()
export class CatalogueVersion implements OnModuleInit, OnApplicationShutdown {
  private version = 0;
  private listening = false;
  private unsubscribe: (() => void) | null = null;
  private readonly enabled: boolean;

  constructor(
    private readonly notifications: PgNotifications,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.enabled = config.catalogueCache;
  }

  /** The version cached answers belong to, or null when caching must not be trusted. */
  current(): number | null {
    return this.listening ? this.version : null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.enabled) return;
    this.unsubscribe = this.notifications.subscribe(CATALOGUE_CHANGED_CHANNEL, {
      notification: () => {
        this.version++;
      },
      listening: () => {
        // Whatever was written before LISTEN took effect is visible from here on: start a new version.
        this.version++;
        this.listening = true;
      },
      lost: () => {
        this.listening = false;
        this.version++;
      },
    });
    await this.notifications.ready(CATALOGUE_CHANGED_CHANNEL);
  }

  onApplicationShutdown(): void {
    this.listening = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
