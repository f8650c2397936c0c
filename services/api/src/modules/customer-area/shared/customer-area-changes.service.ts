import { CUSTOMER_AREA_CHANNEL } from '@autoleasing/projections';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PgNotifications } from '../../../common/consistency/pg-notifications.service';

type Listener = (dealId: string) => void;

/**
 * Fans the customer-area projection's NOTIFY (one per changed deal, sent when its batch commits)
 * out to the server-sent-event streams of that deal's customer. Listens on the process's listening
 * connection (PgNotifications) from the first stream on; each stream hears only its own
 * customer's deals. A lost connection is logged there and comes back by itself.
 */
@Injectable()
export class CustomerAreaChangesService implements OnModuleDestroy {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(private readonly notifications: PgNotifications) {}

  /** Calls `listener` with the deal id whenever one of the customer's deals changed; returns the unsubscribe. */
  async subscribe(customerId: string, listener: Listener): Promise<() => void> {
    // Shutting down: the stream ends with the server anyway.
    if (this.closed) return () => undefined;
    this.unsubscribe ??= this.notifications.subscribe(CUSTOMER_AREA_CHANNEL, { notification: (payload) => this.dispatch(payload) });
    if (!(await this.notifications.ready(CUSTOMER_AREA_CHANNEL))) throw new Error('cannot listen for customer area changes');
    let set = this.listeners.get(customerId);
    if (!set) this.listeners.set(customerId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(customerId);
    };
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.listeners.clear();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private dispatch(raw: string): void {
    if (!raw) return;
    let payload: { customer_id?: string; deal_id?: string };
    try {
      payload = JSON.parse(raw) as typeof payload;
    } catch {
      return;
    }
    const set = payload.customer_id ? this.listeners.get(payload.customer_id) : undefined;
    if (!set || !payload.deal_id) return;
    for (const listener of set) listener(payload.deal_id);
  }
}
