import type { GlobalPosition } from '@autoleasing/infra';
import { CHECKPOINT_CHANNEL, parseCheckpointPayload, positionFromText, waitForProjections } from '@autoleasing/projections';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Notification, Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../core/tokens';

export interface Consistency {
  /** The command's global position, as text (bigint is not JSON). */
  position: string | null;
  /** Whether the named projections had reached it when we answered. */
  caughtUp: boolean;
}

interface Waiter {
  names: readonly string[];
  position: GlobalPosition;
  resolve: (caughtUp: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-own-writes (DESIGN.md): a command's answer waits, bounded by about 2 s, until the
 * projections the next page reads have reached the command's position. It answers either way
 * and says which, so the web can refetch a little later when `caughtUp` is false.
 *
 * One listening connection serves every waiting request of the process, instead of a pooled
 * connection, LISTEN and UNLISTEN per request, which under many concurrent commands ate the pool
 * and the database's time. A waiter registers and checks once (one query for all waiters,
 * coalesced while it runs); a notification that names the projection's new position answers
 * single-projection waiters without a query, others trigger one. If listening fails, a request
 * falls back to waiting on its own connection (waitForProjections).
 */
@Injectable()
export class ReadYourWritesService implements OnModuleDestroy {
  private readonly waiters = new Set<Waiter>();
  private readonly released = new WeakSet<PoolClient>();
  private listener: Promise<PoolClient | null> | null = null;
  private checking = false;
  private again = false;
  private closed = false;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async waitFor(position: GlobalPosition | null, projections: readonly string[], timeoutMs = 2000): Promise<Consistency> {
    if (position === null || projections.length === 0) return { position: position?.toString() ?? null, caughtUp: true };
    const names = [...new Set(projections)];
    const client = this.closed ? null : await this.listen();
    // With the listener up, registering and checking is one query (the common case right after
    // an append: not caught up yet); without, the per-request wait checks first, then listens.
    const caughtUp = client ? await this.register(names, position, timeoutMs) : await waitForProjections({ pool: this.pool, names, position, timeoutMs });
    return { position: position.toString(), caughtUp };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters) this.settle(waiter, false);
    const client = await this.listener?.catch(() => null);
    if (client) this.releaseOnce(client);
  }

  private releaseOnce(client: PoolClient): void {
    if (this.released.has(client)) return;
    this.released.add(client);
    client.release(true);
  }

  private register(names: readonly string[], position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { names, position, resolve, timer: setTimeout(() => this.settle(waiter, false), timeoutMs) };
      this.waiters.add(waiter);
      // Registered before the check, so a checkpoint moving during it is not missed.
      this.check();
    });
  }

  private settle(waiter: Waiter, caughtUp: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.resolve(caughtUp);
  }

  private listen(): Promise<PoolClient | null> {
    this.listener ??= (async () => {
      const client = await this.pool.connect();
      try {
        await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      } catch {
        this.releaseOnce(client);
        return null;
      }
      // The payload names the projection that moved: only a projection someone waits for is
      // worth a query (every projection notifies after every append).
      client.on('notification', (n: Notification) => {
        if (n.channel === CHECKPOINT_CHANNEL) this.notified(parseCheckpointPayload(n.payload));
      });
      client.on('error', () => this.dropListener(client));
      client.on('end', () => this.dropListener(client));
      return client;
    })().catch(() => null);
    return this.listener.then((client) => {
      if (!client) this.listener = null;
      return client;
    });
  }

  private dropListener(client: PoolClient): void {
    this.listener = null;
    this.releaseOnce(client);
    // Waiters fall back to their timeout; the next command opens a new listener.
  }

  /** One query answers every waiter; notifications during it schedule one more round. */
  private check(): void {
    if (this.checking) {
      this.again = true;
      return;
    }
    if (this.waiters.size === 0) return;
    this.checking = true;
    void (async () => {
      try {
        do {
          this.again = false;
          const names = [...new Set([...this.waiters].flatMap((w) => w.names))];
          const { rows } = await this.pool.query<{ name: string; position: string }>(
            'SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1::text[])',
            [names],
          );
          const at = new Map(rows.map((r) => [r.name, positionFromText(r.position)]));
          for (const waiter of [...this.waiters]) {
            if (waiter.names.every((name) => (at.get(name) ?? -1n) >= waiter.position)) this.settle(waiter, true);
          }
        } while (this.again && this.waiters.size > 0);
      } catch {
        // The database hiccupped: waiters keep their timeout; the next notification checks again.
      } finally {
        this.checking = false;
      }
    })();
  }

  /**
   * A batch's notification says where its projection now stands (sent on the commit that moved
   * the checkpoint there): a waiter for that projection alone is answered without a query.
   * Waiters for several projections, and notifications without a position, query.
   */
  private notified(about: { name: string; position?: GlobalPosition } | undefined): void {
    let query = !about;
    for (const waiter of this.waiters) {
      if (!about || !waiter.names.includes(about.name)) continue;
      if (about.position !== undefined && waiter.names.length === 1) {
        if (about.position >= waiter.position) this.settle(waiter, true);
      } else query = true;
    }
    if (query) this.check();
  }
}
