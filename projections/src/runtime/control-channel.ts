import type { Client, Pool } from 'pg';
import { openDedicatedClient } from './connection';
import type { Logger } from './logger';

/**
 * Channel on which a rebuild asks the current holder of a projection to let go of its advisory
 * lock. Payload: the projection name. The holder drops its session, then retries like any
 * standby, so the rebuild (blocked in pg_advisory_lock) gets the lock first.
 */
export const CONTROL_CHANNEL = 'projection_control';

const RECONNECT_MS = 1000;

/**
 * One LISTEN session per projections process for the control channel, handing each request to
 * the worker it names. Each worker used to LISTEN on its own lock session; PostgreSQL 15 signals
 * every listening backend of the database on every NOTIFY, whatever its channel, so six idle
 * listeners were woken by every checkpoint move and append wake-up (issue 5, checkout bench).
 * If the session drops, it reconnects after a second; a request sent in that gap is missed, and
 * the rebuild that sent it fails on its lock timeout and can be run again.
 */
export class ControlListener {
  private client: Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly onRequest: (projectionName: string) => void,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    let client: Client | undefined;
    try {
      client = await openDedicatedClient(this.pool, 'projection-control');
      const current = client;
      current.on('notification', (n) => {
        if (n.channel === CONTROL_CHANNEL && n.payload) this.onRequest(n.payload);
      });
      current.on('error', () => this.lost(current));
      current.on('end', () => this.lost(current));
      await current.query(`LISTEN ${CONTROL_CHANNEL}`);
      if (this.stopped) {
        await current.end().catch(() => undefined);
        return;
      }
      this.client = current;
    } catch (error) {
      await client?.end().catch(() => undefined);
      this.log({ level: 'warn', msg: 'projection control listener not connected', error: error instanceof Error ? error.message : String(error) });
      this.reconnectLater();
    }
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.log({ level: 'warn', msg: 'projection control listener lost, reconnecting' });
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.stopped) void this.connect();
    }, RECONNECT_MS);
    this.timer.unref();
  }
}
