import type { NewEvent, RecordedEvent } from '@autoleasing/infra';
import type { ClientBase } from 'pg';
import { applyBatch } from '../runtime/apply-batch';
import { ensureCheckpoint, readCheckpoint } from '../runtime/checkpoint-store';
import { openDedicatedClient } from '../runtime/connection';
import type { Projection } from '../runtime/projection';
import type { ProjectionTestKit } from './projection-test-kit';

/** Events of one stream, in order. */
export type StreamEvents = readonly [streamId: string, events: NewEvent[]];

export interface ProjectionSpecOptions {
  /** Cut the given and the when events into batches of this many (default: each at once), so state must carry across batches. */
  batchSize?: number;
  /**
   * Apply as the live worker does: each batch once, with a checkpoint row, so a projection's
   * batchStatement runs. Default: the transaction path, each batch twice (a replay after a crash
   * before the commit).
   */
  live?: boolean;
  /** Afterwards apply all events once more at once through the transaction path, as a replay over the live tables would. */
  replay?: boolean;
  /**
   * Apply onto the read model as it stands (tables created if missing, nothing dropped), for
   * suites whose cases build on one another or whose tables seeded data fills.
   */
  keepTables?: boolean;
  /** A NOTIFY channel to listen on while the events are applied; `thenReadModel` gets the payloads. */
  listen?: string;
}

/** What a run left besides the tables. */
export interface ProjectionRun {
  /** Payloads sent on `options.listen` while the batches were applied (before a replay), in commit order. */
  notifications: string[];
}

/**
 * Given/when/then for projections, as deciderSpec is for deciders (STYLE.md, Emmett):
 *
 *   await projectionSpec(kit, auditTrailProjection)
 *     .given([['deal-42', [created]]])
 *     .when([['deal-42', [archived]]])
 *     .thenRows('SELECT type FROM audit_trail ORDER BY position', [{ type: 'DealCreated' }, { type: 'DealArchived' }]);
 *
 * The projection's own tables (Projection.tables) are dropped and created anew (unless `keepTables`), the `given` events
 * applied, then the `when` events; every batch is applied twice, as a replay after a crash
 * between apply and commit would, so a projection that is not idempotent fails here. Only this
 * spec's events are applied: the kit's log also holds the events of earlier cases.
 */
export function projectionSpec(kit: ProjectionTestKit, projection: Projection, options: ProjectionSpecOptions = {}) {
  const outcome = (given: readonly StreamEvents[], when: readonly StreamEvents[]) => {
    const recorded = () => recordPhases(kit, [given, when]);
    return {
      /** Applies the events and compares the rows `sql` returns with `expected`. */
      async thenRows(sql: string, expected: readonly unknown[], params: unknown[] = []): Promise<void> {
        await project(kit, projection, await recorded(), options);
        expect((await kit.pool.query(sql, params)).rows).toEqual(expected);
      },
      /** Applies the events, then runs `check` on the read model (for assertions beyond one query). */
      async thenReadModel(check: (run: ProjectionRun) => Promise<void>): Promise<void> {
        await check(await project(kit, projection, await recorded(), options));
      },
      /**
       * Projects the events from empty tables once per run: a batch size (Infinity: each phase at
       * once) or options overriding the spec's. `snapshot` must read the same after every run, so
       * batching, replays and a rebuild (one batch) all give what the live worker (small batches)
       * gives. Returns the first snapshot.
       */
      async thenSameForEveryBatching<T>(snapshot: () => Promise<T>, runs: readonly (number | ProjectionSpecOptions)[]): Promise<T> {
        const phases = await recorded();
        const snapshots: T[] = [];
        for (const run of runs) {
          await project(kit, projection, phases, { ...options, ...(typeof run === 'number' ? { batchSize: run } : run) });
          snapshots.push(await snapshot());
        }
        for (const later of snapshots.slice(1)) expect(later).toEqual(snapshots[0]);
        return snapshots[0];
      },
    };
  };
  return {
    /** The `when` events alone: onto empty tables, or with `keepTables` onto what earlier cases left. */
    when: (when: readonly StreamEvents[]) => outcome([], when),
    given(given: readonly StreamEvents[]) {
      return {
        ...outcome(given, []),
        when: (when: readonly StreamEvents[]) => outcome(given, when),
      };
    },
  };
}

/** Appends the phases' events and reads them back as the log recorded them, per phase. */
async function recordPhases(kit: ProjectionTestKit, phases: readonly (readonly StreamEvents[])[]): Promise<RecordedEvent[][]> {
  let head = 0n;
  for (const streams of phases) for (const [streamId, events] of streams) head = await kit.append(streamId, events);
  const log = head === 0n ? [] : await kit.readAllUpTo(head);
  return phases.map((streams) => {
    const ids = new Set(streams.flatMap(([, events]) => events.map((event) => event.id)));
    return log.filter((event) => ids.has(event.id));
  });
}

let liveRuns = 0;

/** Creates the projection's tables anew (or keeps them), then applies each phase in batches. */
async function project(kit: ProjectionTestKit, projection: Projection, phases: RecordedEvent[][], options: ProjectionSpecOptions): Promise<ProjectionRun> {
  const client = await openDedicatedClient(kit.pool, 'test');
  const listener = options.listen ? await listen(kit, options.listen) : undefined;
  try {
    if (!options.keepTables) await client.query(`DROP TABLE IF EXISTS ${projection.tables.join(', ')}`);
    await client.query('BEGIN');
    await projection.createTables(client);
    await client.query('COMMIT');
    const batches = phases.flatMap((events) => chunks(events, options.batchSize ?? Infinity));
    if (options.live) await applyLive(client, projection, batches);
    else for (const batch of batches) for (let times = 0; times < 2; times++) expect((await applyBatch(client, projection, batch, 0n, { schema: 'public' })).failure).toBeUndefined();
    const notifications = (await listener?.drained(client)) ?? [];
    if (options.replay) expect((await applyBatch(client, projection, batches.flat(), 0n, { schema: 'public' })).failure).toBeUndefined();
    return { notifications };
  } finally {
    await listener?.end();
    await client.end();
  }
}

/** As the worker applies: each batch once, from where the previous one ended, moving a checkpoint row. */
async function applyLive(client: ClientBase, projection: Projection, batches: RecordedEvent[][]): Promise<void> {
  const checkpointName = `${projection.name}-spec-${++liveRuns}`;
  await ensureCheckpoint(client, checkpointName);
  let position = 0n;
  for (const batch of batches) {
    const outcome = await applyBatch(client, projection, batch, position, { schema: 'public', checkpointName });
    expect(outcome.failure).toBeUndefined();
    position = outcome.position;
  }
  // The checkpoint ends at the last event applied: the log's own position, not applyBatch's answer.
  const last = batches.flat().at(-1);
  if (last) expect((await readCheckpoint(client, checkpointName))?.position).toBe(last.position);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

const END_MARKER = 'projection-spec-end';

/** Collects a channel's payloads until `drained`, which sends an end marker and waits for it. */
async function listen(kit: ProjectionTestKit, channel: string) {
  const listener = await openDedicatedClient(kit.pool, 'listen');
  const payloads: string[] = [];
  let markEnd = (): void => undefined;
  const ended = new Promise<void>((resolve) => (markEnd = resolve));
  listener.on('notification', (n) => (n.payload === END_MARKER ? markEnd() : payloads.push(n.payload ?? '')));
  await listener.query(`LISTEN ${listener.escapeIdentifier(channel)}`);
  return {
    /** PostgreSQL delivers notifications in commit order: the end marker arrives after every batch's. */
    async drained(client: ClientBase): Promise<string[]> {
      await client.query('SELECT pg_notify($1, $2)', [channel, END_MARKER]);
      await withTimeout(ended, 10_000, `the end marker on ${channel}`);
      return [...payloads];
    },
    end: () => listener.end(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms).unref())]);
}
