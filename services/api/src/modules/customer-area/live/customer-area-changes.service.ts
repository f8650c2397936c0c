import { CUSTOMER_AREA_CHANNEL } from '@autoleasing/projections';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Notification, Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../../core/tokens';

type Listener = (dealId: string) => void;

/**
 * Fans the customer-area projection's NOTIFY (one per changed deal, sent when its batch commits)
 * out to the server-sent-event streams of that deal's customer. One LISTEN connection per api
 * process, opened with the first stream; each stream hears only its own customer's deals.
 */
@Injectable()
export class CustomerAreaChangesService implements OnModuleDestroy {
  private readonly logger = new Logger(CustomerAreaChangesService.name);
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Promise<PoolClient | null> | null = null;
  private closed = false;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Calls `listener` with the deal id whenever one of the customer's deals changed; returns the unsubscribe. */
  async subscribe(customerId: string, listener: Listener): Promise<() => void> {
    await this.ensureListening();
    let set = this.listeners.get(customerId);
    if (!set) this.listeners.set(customerId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(customerId);
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const client = await this.client?.catch(() => null);
    client?.release(true);
  }

  private ensureListening(): Promise<PoolClient | null> {
    if (!this.client) {
      this.client = (async () => {
        if (this.closed) return null;
        const client = await this.pool.connect();
        client.on('notification', (n: Notification) => this.dispatch(n));
        client.on('error', (error) => {
          this.logger.warn(`customer area LISTEN connection lost: ${error.message}`);
          this.client = null;
          client.release(true);
        });
        await client.query(`LISTEN ${CUSTOMER_AREA_CHANNEL}`);
        return client;
      })().catch((error: Error) => {
        this.client = null;
        throw error;
      });
    }
    return this.client;
  }

  private dispatch(notification: Notification): void {
    if (notification.channel !== CUSTOMER_AREA_CHANNEL || !notification.payload) return;
    let payload: { customer_id?: string; deal_id?: string };
    try {
      payload = JSON.parse(notification.payload) as typeof payload;
    } catch {
      return;
    }
    const set = payload.customer_id ? this.listeners.get(payload.customer_id) : undefined;
    if (!set || !payload.deal_id) return;
    for (const listener of set) listener(payload.deal_id);
  }
}
