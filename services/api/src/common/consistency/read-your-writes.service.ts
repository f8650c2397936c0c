import type { GlobalPosition, RuntimeConfig } from '@autoleasing/infra';
import { CHECKPOINT_CHANNEL, parseCheckpointPayload, positionFromText, waitForProjections } from '@autoleasing/projections';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, RUNTIME_CONFIG } from '../../core/tokens';
import { PgNotifications } from './pg-notifications.service';

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
  recheck: NodeJS.Timeout;
}

/** A waiter still waiting after this long asks the database once more (a missed notification costs this, not the whole bound). */
const RECHECK_AFTER_MS = 250;

/**
 * Read-your-own-writes (DESIGN.md): a command's answer waits, bounded by READ_YOUR_WRITES_WAIT_MS
 * (2 s by default), until the projections the next page reads have reached the command's position.
 * It answers either way and says which, so the web can refetch a little later when `caughtUp` is false.
 *
 * The process's listening connection (PgNotifications) serves every waiting request, instead of a
 * pooled connection, LISTEN and UNLISTEN per request, which under many concurrent commands ate the
 * pool and the database's time. Every batch's notification says where its projection now stands, so
 * while the listener is up the service knows each projection's position (a lower bound: positions
 * only grow, and a rebuild's swap, which names no position, makes it ask again). A waiter whose
 * position is known to be reached answers at once; otherwise it waits for the notification that
 * reaches it, and the database is asked only about projections not heard of yet (one query for
 * all waiters, coalesced while it runs) or when a waiter waited RECHECK_AFTER_MS. If listening
 * fails, a request falls back to waiting on its own connection (waitForProjections).
 */
@Injectable()
export class ReadYourWritesService implements OnModuleDestroy {
  private readonly waiters = new Set<Waiter>();
  /** Where each projection is known to stand, while the listener is up. */
  private readonly known = new Map<string, GlobalPosition>();
  private unsubscribe: (() => void) | null = null;
  /** Between the channel's `listening` and the next `lost`. */
  private listening = false;
  /** Bumped by every lost connection: a check that ran across one must not learn from its rows. */
  private losses = 0;
  private checking = false;
  private again = false;
  private closed = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly notifications: PgNotifications,
    @Inject(RUNTIME_CONFIG) private readonly config: Pick<RuntimeConfig, 'readYourWritesWaitMs'>,
  ) {}

  async waitFor(position: GlobalPosition | null, projections: readonly string[], timeoutMs = this.config.readYourWritesWaitMs): Promise<Consistency> {
    if (position === null || projections.length === 0) return { position: position?.toString() ?? null, caughtUp: true };
    const names = [...new Set(projections)];
    const listening = !this.closed && (await this.listen());
    // With the listener up, registering and checking is one query (the common case right after
    // an append: not caught up yet); without, the per-request wait checks first, then listens.
    const caughtUp = listening ? await this.register(names, position, timeoutMs) : await waitForProjections({ pool: this.pool, names, position, timeoutMs });
    return { position: position.toString(), caughtUp };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters) this.settle(waiter, false);
    this.unsubscribe?.();
    this.known.clear();
  }

  private register(names: readonly string[], position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(names, position)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        names,
        position,
        resolve,
        timer: setTimeout(() => this.settle(waiter, false), timeoutMs),
        recheck: setTimeout(() => this.check(), Math.min(RECHECK_AFTER_MS, timeoutMs)),
      };
      this.waiters.add(waiter);
      // Registered before the check, so a checkpoint moving during it is not missed.
      if (names.some((name) => !this.known.has(name))) this.check();
    });
  }

  private reached(names: readonly string[], position: GlobalPosition): boolean {
    return names.every((name) => (this.known.get(name) ?? -1n) >= position);
  }

  private learn(name: string, position: GlobalPosition): void {
    if (position > (this.known.get(name) ?? -1n)) this.known.set(name, position);
  }

  private settleReached(): void {
    for (const waiter of [...this.waiters]) if (this.reached(waiter.names, waiter.position)) this.settle(waiter, true);
  }

  private settle(waiter: Waiter, caughtUp: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    clearTimeout(waiter.recheck);
    waiter.resolve(caughtUp);
  }

  /** Subscribes with the first wait; true while notifications on the checkpoint channel arrive. */
  private listen(): Promise<boolean> {
    // The payload names the projection that moved: only a projection someone waits for is worth
    // a query (every projection notifies after every append).
    this.unsubscribe ??= this.notifications.subscribe(CHECKPOINT_CHANNEL, {
      notification: (payload) => this.notified(parseCheckpointPayload(payload)),
      listening: () => {
        this.listening = true;
      },
      lost: () => {
        // Notifications may have been missed: what we knew can no longer be kept up to date.
        // Waiters keep their timeout and recheck; the listener reconnects.
        this.listening = false;
        this.losses++;
        this.known.clear();
      },
    });
    return this.notifications.ready(CHECKPOINT_CHANNEL);
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
          const listening = this.listening;
          const losses = this.losses;
          const { rows } = await this.pool.query<{ name: string; position: string }>({
            name: 'ryw_checkpoints',
            text: 'SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1::text[])',
            values: [names],
          });
          // Kept only while listening throughout: then notifications keep it up to date from here on.
          if (listening && losses === this.losses) for (const row of rows) this.learn(row.name, positionFromText(row.position));
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
   * the checkpoint there): waiters it brings to their position are answered without a query.
   * A notification without a position (a rebuild swapped the tables in) makes what we knew of
   * that projection void, and waiters for it query.
   */
  private notified(about: { name: string; position?: GlobalPosition } | undefined): void {
    if (!about || about.position === undefined) {
      if (about) this.known.delete(about.name);
      else this.known.clear();
      if ([...this.waiters].some((w) => !about || w.names.includes(about.name))) this.check();
      return;
    }
    this.learn(about.name, about.position);
    this.settleReached();
  }
}
