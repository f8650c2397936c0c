import { Client } from 'pg';

export const NOTIFY_CHANNEL = 'event_store';

/** Called on a wake-up with the appended event types, or undefined when they are not known (wake anyway). */
export type WakeListener = (types?: ReadonlySet<string>) => void;

/**
 * The wake-up NOTIFY's payload: `origin|type,type,…`, or `origin|*` when the types are not known
 * or would not fit (PostgreSQL caps a payload at 8000 bytes).
 */
export function wakePayload(origin: string, types: ReadonlySet<string> | undefined): string {
  const payload = `${origin}|${types ? [...types].join(',') : '*'}`;
  return payload.length > 7900 ? `${origin}|*` : payload;
}

export function parseWakePayload(payload: string | undefined): { origin: string; types?: ReadonlySet<string> } {
  const text = payload ?? '';
  const bar = text.indexOf('|');
  if (bar < 0) return { origin: text };
  const list = text.slice(bar + 1);
  return { origin: text.slice(0, bar), types: list === '*' ? undefined : new Set(list.split(',')) };
}

/**
 * One dedicated LISTEN connection per store, shared by all its subscriptions. It is opened with
 * the first listener and closed with the last, so a test or CLI that stops its subscriptions
 * leaves no open handle behind. If the connection drops, subscribers keep working on their
 * fallback poll and the next listener reconnects.
 */
export class PgNotifier {
  private readonly listeners = new Set<WakeListener>();
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

  async add(listener: WakeListener): Promise<void> {
    this.listeners.add(listener);
    await this.ensureConnected();
  }

  async remove(listener: WakeListener): Promise<void> {
    this.listeners.delete(listener);
    if (this.listeners.size === 0) await this.disconnect();
  }

  /** Wakes local subscribers directly (used after our own appends, saving the NOTIFY trip). */
  notifyLocal(types?: ReadonlySet<string>): void {
    for (const listener of this.listeners) listener(types);
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
      const { origin, types } = parseWakePayload(message.payload);
      if (this.origin === '' || origin !== this.origin) this.notifyLocal(types);
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
