import { inTransaction, type EventStore, type GlobalPosition, type RecordedEvent, type Subscription } from '@autoleasing/infra';
import type { Client, Pool } from 'pg';
import { projectionLockKey } from './advisory-lock-key';
import { applyBatch, describeError, LIVE_SCHEMA, type ApplyOutcome } from './apply-batch';
import { claimCheckpoint, ensureCheckpoint, passCheckpoint, readCheckpoint, releaseCheckpoint } from './checkpoint-store';
import { openDedicatedClient } from './connection';
import type { Logger } from './logger';
import { handles, handlesAll, type Projection } from './projection';

export interface WorkerOptions {
  pool: Pool;
  eventStore: EventStore;
  holder: string;
  lockRetryMs: number;
  batchSize: number;
  log: Logger;
  /**
   * PASS_INTERVAL_MS unless set. A test sets a long interval so that "put off" does not depend on
   * how fast the machine appends (the runner always takes the default).
   */
  passIntervalMs?: number;
}

export type WorkerState = 'idle' | 'standby' | 'holding' | 'failed' | 'stopped';

/**
 * Passing over events a projection does not handle moves only its checkpoint, yet every such move
 * is a commit with a NOTIFY, and every append made one for each projection that ignores it (three
 * per checkout step). So after a move, the next pass waits until this long has gone by; the
 * first pass after a quiet spell is made at once, and a handled batch moves the row anyway.
 */
export const PASS_INTERVAL_MS = 100;

/**
 * Runs one projection in this process whenever it holds the projection's advisory lock.
 * The lock lives on a dedicated session, and the read-model transactions run on that SAME
 * session: if the session dies, the lock goes and so does any half-done transaction, so a
 * process that lost the lock can never write beside the new holder.
 */
export class ProjectionWorker {
  state: WorkerState = 'idle';
  /** Where the projection stands: the last event applied or passed over. */
  position: GlobalPosition = 0n;
  /** Where its checkpoint row stands: behind `position` while a pass is put off. */
  private stored: GlobalPosition = 0n;
  private lastMove = Number.NEGATIVE_INFINITY;
  private passTimer?: NodeJS.Timeout;
  private stopped = false;
  private done?: Promise<void>;
  private wakeSleep?: () => void;
  /**
   * The current (or last) tenure's way to let go, also for requestRelease() and stop(); a call
   * after the tenure ended (or before the first) changes nothing.
   */
  private lose: (reason: string) => void = () => undefined;
  /** Within a tenure: set once a batch failed or the lock is being let go; nothing more is applied. */
  private halted = false;
  private inFlight: Promise<void> = Promise.resolve();
  private subscription?: Subscription;

  constructor(
    readonly projection: Projection,
    private readonly options: WorkerOptions,
  ) {}

  private get passIntervalMs(): number {
    return this.options.passIntervalMs ?? PASS_INTERVAL_MS;
  }

  start(): void {
    this.done ??= this.loop();
  }

  /** A rebuild asked for the projection (control channel): let go of the lock; retry later as a standby. */
  requestRelease(): void {
    this.lose('release requested');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeSleep?.();
    this.lose('stopping');
    await this.done;
  }

  private async loop(): Promise<void> {
    const key = projectionLockKey(this.projection.name).toString();
    let client: Client | undefined;
    while (!this.stopped) {
      try {
        client ??= await openDedicatedClient(this.options.pool, `projection:${this.projection.name}`);
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
        if (rows[0].locked) {
          const reason = await this.hold(client);
          this.log('info', 'projection released', { reason });
          // The session either died or was given up on request: never reuse it.
          await client.end().catch(() => undefined);
          client = undefined;
        } else {
          this.state = 'standby';
        }
      } catch (error) {
        this.log('warn', 'projection connection problem', { error: describeError(error) });
        await client?.end().catch(() => undefined);
        client = undefined;
      }
      if (!this.stopped) await this.sleep(this.options.lockRetryMs);
    }
    await client?.end().catch(() => undefined);
    this.state = 'stopped';
  }

  /** Runs the projection while holding the lock; resolves with the reason it let go. */
  private async hold(client: Client): Promise<string> {
    const loss = this.watchForLoss(client);
    this.halted = false;
    this.inFlight = Promise.resolve();
    this.subscription = undefined;
    try {
      await this.acquire(client);
      if (!this.stopped) this.subscription = this.subscribe(client);
      return await loss.released;
    } finally {
      await this.letGo(client);
      loss.unwatch();
    }
  }

  /** `released` resolves with the first reason to let go: a request, a stop, or the session's end. */
  private watchForLoss(client: Client) {
    let lose!: (reason: string) => void;
    const released = new Promise<string>((resolve) => (lose = resolve));
    this.lose = lose;
    if (this.stopped) lose('stopping');
    const onEnd = () => lose('connection ended');
    const onError = (error: Error) => lose(`connection error: ${error.message}`);
    client.on('end', onEnd);
    client.on('error', onError);
    const unwatch = () => {
      client.off('end', onEnd);
      client.off('error', onError);
    };
    return { released, unwatch };
  }

  private async acquire(client: Client): Promise<void> {
    const name = this.projection.name;
    await ensureCheckpoint(client, name);
    await claimCheckpoint(client, name, this.options.holder);
    await this.createLiveTables(client);
    this.position = (await readCheckpoint(client, name))?.position ?? 0n;
    this.stored = this.position;
    this.state = 'holding';
    this.log('info', 'projection acquired', { position: this.position.toString() });
  }

  private subscribe(client: Client): Subscription {
    const projection = this.projection;
    return this.options.eventStore.subscribe({
      after: this.position > 0n ? this.position : undefined,
      batchSize: this.options.batchSize,
      // Woken only by appends it handles: passing over others waits for its next read, so the
      // projections that ignore deal events no longer read the log after every checkout step.
      wakeOn: handlesAll(projection) ? undefined : projection.eventTypes,
      onEvents: (events) => this.enqueue(() => this.apply(client, events)),
      onError: (error) => this.lose(`subscription error: ${describeError(error)}`),
    });
  }

  /** Batches and put-off passes run one after another on the session. */
  private enqueue(work: () => Promise<void>): Promise<void> {
    this.inFlight = this.inFlight.then(work);
    return this.inFlight;
  }

  private async apply(client: Client, events: RecordedEvent[]): Promise<void> {
    if (this.halted) return;
    const projection = this.projection;
    try {
      const passLater = performance.now() - this.lastMove < this.passIntervalMs;
      const outcome = await applyBatch(client, projection, events, this.position, {
        schema: LIVE_SCHEMA,
        checkpointName: projection.name,
        stored: this.stored,
        passLater,
      });
      this.position = outcome.position;
      if (outcome.stored !== this.stored) this.lastMove = performance.now();
      this.stored = outcome.stored;
      if (this.stored !== this.position) this.schedulePass(client);
      if (outcome.failure) return this.stopAtFailure(outcome.failure);
      const interval = projection.applyIntervalMs ?? 0;
      // Back-pressure: the subscription reads again only after this returns.
      if (interval > 0 && events.some((e) => handles(projection, e.type))) await this.sleep(interval);
    } catch (error) {
      this.halted = true;
      this.lose(`apply failed: ${describeError(error)}`);
    }
  }

  private stopAtFailure(failure: NonNullable<ApplyOutcome['failure']>): void {
    this.halted = true;
    this.state = 'failed';
    // Keep the lock (a standby would only fail again) but stop reading; not awaited here because
    // stop() may wait for this very callback.
    void Promise.resolve()
      .then(() => this.subscription?.stop())
      .catch(() => undefined);
    this.log('error', 'projection stopped at failing event', {
      eventId: failure.eventId,
      eventType: failure.eventType,
      position: failure.position.toString(),
      error: failure.error,
    });
  }

  /** The put-off pass, made on the same session between batches (chained after the one in flight). */
  private schedulePass(client: Client): void {
    if (this.passTimer || this.stored === this.position) return;
    const wait = Math.max(0, this.lastMove + this.passIntervalMs - performance.now());
    this.passTimer = setTimeout(() => {
      this.passTimer = undefined;
      void this.enqueue(() => this.pass(client));
    }, wait);
  }

  private async pass(client: Client, finalPass = false): Promise<void> {
    if ((this.halted && !finalPass) || this.stored === this.position) return;
    try {
      if (!(await passCheckpoint(client, this.projection.name, this.stored, this.position))) throw new Error('checkpoint moved by another process');
      this.stored = this.position;
      this.lastMove = performance.now();
    } catch (error) {
      this.halted = true;
      this.lose(`pass failed: ${describeError(error)}`);
    }
  }

  /** Stops reading, waits for the batch in flight, and leaves the row and the state for the next holder. */
  private async letGo(client: Client): Promise<void> {
    const putOff = this.passTimer !== undefined;
    clearTimeout(this.passTimer);
    this.passTimer = undefined;
    this.halted = true;
    this.wakeSleep?.();
    await this.subscription?.stop().catch(() => undefined);
    await this.inFlight;
    // A graceful stop leaves the row where the projection stands (otherwise the next holder
    // merely reads the passed-over events again).
    if (putOff && this.stopped && this.state !== 'failed') await this.pass(client, true);
    if (this.stopped) await this.markStopped(client);
    if (this.state !== 'failed' || this.stopped) this.state = this.stopped ? 'stopped' : 'standby';
  }

  private async createLiveTables(client: Client): Promise<void> {
    await inTransaction(client, async () => {
      await client.query(`SELECT set_config('search_path', $1, true)`, [LIVE_SCHEMA]);
      await this.projection.createTables(client);
    });
  }

  /** Graceful stop: say so in the row (a failure stays visible), then unlock for the next process. */
  private async markStopped(client: Client): Promise<void> {
    try {
      await releaseCheckpoint(client, this.projection.name, this.options.holder);
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [projectionLockKey(this.projection.name).toString()]);
    } catch {
      // The session is gone already: the lock went with it.
    }
  }

  /**
   * Waits `ms`: between lock attempts, and the applyIntervalMs pause while holding (never both at
   * once). stop() ends it early, and so does losing the projection (hold's finally).
   */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve();
      const timer = setTimeout(resolve, ms);
      this.wakeSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
    this.options.log({ level, msg, projection: this.projection.name, holder: this.options.holder, ...fields });
  }
}
