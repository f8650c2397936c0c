import { CATALOGUE_CHANGED_CHANNEL, type RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { RUNTIME_CONFIG } from '../../core/tokens';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * Which version of the catalogue data the api's caches may hold. One dedicated connection LISTENs
 * on `catalogue_changed`, which the tables' statement triggers (migration 011) send when a write
 * commits — the seed, a dealer discount repricing offers, any job. Every notification moves the
 * version on, so cached answers of the old version are never served again.
 *
 * While the connection is down (and before it first listens) nothing can tell us about writes:
 * `current()` is null then and the caches load from PostgreSQL on every request, so an answer is
 * never staler than the few milliseconds a notification takes to arrive. CATALOGUE_CACHE=off keeps
 * it that way for good (the benchmark measures the uncached path with it).
 */
@Injectable()
export class CatalogueVersion implements OnModuleInit, OnApplicationShutdown {
  private version = 0;
  private client: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly enabled = process.env.CATALOGUE_CACHE !== 'off';

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  /** The version cached answers belong to, or null when caching must not be trusted. */
  current(): number | null {
    return this.client ? this.version : null;
  }

  async onModuleInit(): Promise<void> {
    if (this.enabled) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    this.reconnect = null;
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'catalogue-listener' });
    client.on('notification', () => {
      this.version++;
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.version++;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
    } catch {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // Whatever was written before LISTEN took effect is visible from here on: start a new version.
    this.version++;
    this.client = client;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.reconnect.unref();
  }
}
