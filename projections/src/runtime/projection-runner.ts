import { PgChannelListener, type EventStore } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { defaultHolderId } from './connection';
import { CONTROL_CHANNEL } from './control-channel';
import { jsonLineLogger, type Logger } from './logger';
import { assertValidProjectionName, type Projection } from './projection';
import { ProjectionWorker } from './projection-worker';

export interface ProjectionRunnerOptions {
  pool: Pool;
  eventStore: EventStore;
  projections: readonly Projection[];
  /** Shown in status as the holder; default host:pid:random. */
  holder?: string;
  /** How often a standby process tries to take a projection over. */
  lockRetryMs?: number;
  batchSize?: number;
  log?: Logger;
}

/**
 * Runs every given projection in this process, each independently: one failing or held
 * elsewhere does not hold up the others. Several processes may run the same set; the advisory
 * lock per projection decides who works, and a standby takes over when the holder's session ends.
 */
export class ProjectionRunner {
  readonly workers: ReadonlyMap<string, ProjectionWorker>;
  readonly holder: string;
  private readonly control: PgChannelListener;
  private stopListening?: () => void;

  constructor(options: ProjectionRunnerOptions) {
    this.holder = options.holder ?? defaultHolderId();
    const workers = new Map<string, ProjectionWorker>();
    for (const projection of options.projections) {
      assertValidProjectionName(projection.name);
      if (workers.has(projection.name)) throw new Error(`Projection "${projection.name}" registered twice`);
      workers.set(
        projection.name,
        new ProjectionWorker(projection, {
          pool: options.pool,
          eventStore: options.eventStore,
          holder: this.holder,
          lockRetryMs: options.lockRetryMs ?? 2000,
          batchSize: options.batchSize ?? 500,
          log: options.log ?? jsonLineLogger,
        }),
      );
    }
    this.workers = workers;
    const log = options.log ?? jsonLineLogger;
    this.control = new PgChannelListener(
      { ...options.pool.options, application_name: 'projection-control' },
      { warn: (msg) => log({ level: 'warn', msg }), error: (msg) => log({ level: 'error', msg }) },
    );
  }

  start(): void {
    // Rebuild requests (control channel) for the projections of this process. Listening starts
    // without waiting: a request sent before it took effect is missed like one sent during a
    // reconnect (see CONTROL_CHANNEL).
    this.stopListening ??= this.control.subscribe(CONTROL_CHANNEL, { notification: (name) => this.workers.get(name)?.requestRelease() });
    for (const worker of this.workers.values()) worker.start();
  }

  /** Graceful: finishes the batch in flight, marks the rows stopped and releases the locks. */
  async stop(): Promise<void> {
    await Promise.all([...this.workers.values()].map((w) => w.stop()));
    this.stopListening?.();
    this.stopListening = undefined;
    await this.control.close();
  }
}
