import { Client } from 'pg';

export const NOTIFY_CHANNEL = 'event_store';

/**
 * One dedicated LISTEN connection per store, shared by all its subscriptions. It is opened with
 * the first listener and closed with the last, so a test or CLI that stops its subscriptions
 * leaves no open handle behind. If the connection drops, subscribers keep working on their
 * fallback poll and the next listener reconnects.
 */
export class PgNotifier {
  private readonly listeners = new Set<() => void>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;

  /**
   * `origin` identifies the store this notifier belongs to: NOTIFYs it sent itself (payload equal
   * to `origin`) are ignored, since the store woke its subscribers directly after those appends.
   */
  constructor(
    private readonly connectionString: string | undefined,
    private readonly clientConfig: object,
    private readonly origin = '',
  ) {}

  async add(listener: () => void): Promise<void> {
    this.listeners.add(listener);
    await this.ensureConnected();
  }

  async remove(listener: () => void): Promise<void> {
    this.listeners.delete(listener);
    if (this.listeners.size === 0) await this.disconnect();
  }

  /** Wakes local subscribers directly (used after our own appends, saving the NOTIFY trip). */
  notifyLocal(): void {
    for (const listener of this.listeners) listener();
  }

  private async ensureConnected(): Promise<void> {
    if (this.client) return;
    if (!this.connecting) {
      this.connecting = this.connect().finally(() => {
        this.connecting = undefined;
      });
    }
    await this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({ ...this.clientConfig, connectionString: this.connectionString, application_name: 'event-store-listener' });
    client.on('notification', (message) => {
      if (this.origin === '' || message.payload !== this.origin) this.notifyLocal();
    });
    client.on('error', () => {
      // Lost connection: drop it; subscribers fall back to polling until the next add().
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.listeners.size === 0) {
      await client.end();
      return;
    }
    this.client = client;
    // A notification may have been missed while connecting.
    this.notifyLocal();
  }

  async disconnect(): Promise<void> {
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
