import { newEvent } from '../testing/new-event';
import {
  capturingLogger,
  createProjectionTestKit,
  eventually,
  recordingProjection,
  tableRows,
  type ProjectionTestKit,
} from '../testing/projection-test-kit';
import { CHECKPOINT_CHANNEL, readCheckpoint } from './checkpoint-store';
import { ProjectionRunner } from './projection-runner';
import { ProjectionWorker } from './projection-worker';

// Reads wait for the cluster-wide transaction horizon, which other work on a shared server can hold back.
jest.setTimeout(60_000);

describe('ProjectionRunner', () => {
  let kit: ProjectionTestKit;
  const runners: ProjectionRunner[] = [];

  function runner(projections: Parameters<typeof recordingProjection>[0][] | ReturnType<typeof recordingProjection>[], holder: string, log = capturingLogger().log) {
    const r = new ProjectionRunner({
      pool: kit.pool,
      eventStore: kit.store,
      projections: projections.map((p) => (typeof p === 'string' ? recordingProjection(p) : p)),
      holder,
      lockRetryMs: 100,
      batchSize: 50,
      log,
    });
    runners.push(r);
    r.start();
    return r;
  }

  beforeAll(async () => {
    kit = await createProjectionTestKit('runner');
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await kit.close();
  });

  it('a failing projection stops at the event and logs it; the other one goes on', async () => {
    const logger = capturingLogger();
    const failing = recordingProjection('fragile', { failOn: (t) => t === 'Poison' });
    runner([failing, recordingProjection('sturdy')], 'p1', logger.log);
    await kit.append('deal-1', [newEvent('Ok'), newEvent('Ok')]);
    const poison = newEvent('Poison');
    await kit.append('deal-1', [poison]);
    const head = await kit.append('deal-1', [newEvent('Ok')]);

    await eventually(async () => expect((await readCheckpoint(kit.pool, 'sturdy'))?.position).toBe(head));
    const fragile = await eventually(async () => {
      const row = await readCheckpoint(kit.pool, 'fragile');
      expect(row?.status).toBe('failed');
      return row!;
    });
    const poisonPosition = (await kit.store.readAll()).find((e) => e.id === poison.id)!.position;
    expect(fragile.failedEventId).toBe(poison.id);
    expect(fragile.position).toBeLessThan(poisonPosition);
    expect((await tableRows(kit.pool, 'fragile_rows')).map((r) => r.type)).toEqual(['Ok', 'Ok']);
    expect(await tableRows(kit.pool, 'sturdy_rows')).toHaveLength(4);

    const line = logger.lines.find((l) => l.level === 'error');
    expect(line).toMatchObject({ projection: 'fragile', eventId: poison.id, eventType: 'Poison', position: poisonPosition.toString(), error: 'cannot handle Poison' });
    expect(() => JSON.parse(JSON.stringify(line))).not.toThrow();

    // A new process (here: a fixed handler) retries from the checkpoint and gets past it.
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    runner([recordingProjection('fragile')], 'p2');
    await eventually(async () => expect(await readCheckpoint(kit.pool, 'fragile')).toMatchObject({ position: head, status: 'running', failedEventId: null }));
    expect((await tableRows(kit.pool, 'fragile_rows')).map((r) => r.type)).toEqual(['Ok', 'Ok', 'Poison', 'Ok']);
  });

  it('one process holds a projection; another takes over when its session dies, without duplicates', async () => {
    const first = runner(['relay'], 'first');
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'relay'))?.holder).toBe('first'));
    const second = runner(['relay'], 'second');
    const before = await kit.append('deal-2', [newEvent('Ok'), newEvent('Ok')]);
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'relay'))?.position).toBe(before));
    // The second runner starts 'idle' and is 'standby' once its first try for the lock failed.
    await eventually(async () => expect(second.workers.get('relay')!.state).toBe('standby'));

    // Kill the holder's session as a crash would; its lock goes with it.
    const killed = await kit.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'projection:relay' AND datname = current_database()
          AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)`,
    );
    expect(killed.rowCount).toBe(1);
    const after = await kit.append('deal-2', [newEvent('Ok'), newEvent('Ok'), newEvent('Ok')]);

    await eventually(async () => expect(await readCheckpoint(kit.pool, 'relay')).toMatchObject({ holder: 'second', position: after, status: 'running' }));
    const rows = await tableRows(kit.pool, 'relay_rows');
    const all = await kit.store.readAll();
    expect(rows.map((r) => r.event_id)).toEqual(all.map((e) => e.id));
    expect(first.workers.get('relay')!.state).not.toBe('holding');
  });

  it('a graceful stop marks the row stopped and frees the lock for the next process', async () => {
    const r = runner(['polite'], 'one');
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'polite'))?.holder).toBe('one'));
    await r.stop();
    expect(await readCheckpoint(kit.pool, 'polite')).toMatchObject({ status: 'stopped', holder: null });
    runner(['polite'], 'two');
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'polite'))?.holder).toBe('two'));
  });

  it('puts off passing over events it does not handle: after one move, thirty appends leave the row where it is', async () => {
    const watcher = await kit.pool.connect();
    const moves: string[] = [];
    watcher.on('notification', (n) => {
      if (n.payload?.startsWith('picky@')) moves.push(n.payload);
    });
    await watcher.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    // The pass interval is set by the test, longer than the test (the runner always takes
    // PASS_INTERVAL_MS): every pass after the first falls within it, however slowly this machine
    // appends, so what is put off does not depend on its speed.
    const worker = new ProjectionWorker(recordingProjection('picky', { eventTypes: ['Wanted'] }), {
      pool: kit.pool,
      eventStore: kit.store,
      holder: 'pass',
      lockRetryMs: 100,
      batchSize: 50,
      log: capturingLogger().log,
      passIntervalMs: 3_600_000,
    });
    worker.start();
    try {
      await eventually(async () => expect((await readCheckpoint(kit.pool, 'picky'))?.holder).toBe('pass'));
      // Caught up with the events of earlier tests and this one: the first pass moved the row.
      const first = await kit.append('deal-pass-first', [newEvent('Ignored')]);
      await eventually(() => expect(worker.position).toBe(first));
      const before = (await readCheckpoint(kit.pool, 'picky'))!.position;
      let head = 0n;
      for (let i = 0; i < 30; i++) head = await kit.append(`deal-pass-${i}`, [newEvent('Ignored')]);
      await eventually(() => expect(worker.position).toBe(head));
      // Passed over, one append after another, yet the row has not moved: one move in all, not one per append.
      expect((await readCheckpoint(kit.pool, 'picky'))?.position).toBe(before);
      expect(before).toBeLessThan(head);
      expect(moves.length).toBeLessThanOrEqual(1);
      // A handled event still moves the row at once, and the graceful stop leaves nothing behind.
      const wanted = await kit.append('deal-pass-w', [newEvent('Wanted')]);
      await eventually(async () => expect((await readCheckpoint(kit.pool, 'picky'))?.position).toBe(wanted));
      const last = await kit.append('deal-pass-z', [newEvent('Ignored')]);
      await eventually(() => expect(worker.position).toBe(last));
      await worker.stop();
      expect((await readCheckpoint(kit.pool, 'picky'))?.position).toBe(last);
    } finally {
      await worker.stop();
      await watcher.query(`UNLISTEN ${CHECKPOINT_CHANNEL}`).catch(() => undefined);
      watcher.release();
    }
  });

  it('a put-off pass brings the row to the head by itself (PASS_INTERVAL_MS)', async () => {
    runner([recordingProjection('drifter', { eventTypes: ['Wanted'] })], 'drift');
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'drifter'))?.holder).toBe('drift'));
    let head = 0n;
    for (let i = 0; i < 5; i++) head = await kit.append(`deal-drift-${i}`, [newEvent('Ignored')]);
    // Only the end is checked: which of these passes were put off depends on the machine's speed.
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'drifter'))?.position).toBe(head));
  });

  it('with applyIntervalMs, a batch goes at once when no pause runs, and stop() ends a pause', async () => {
    const base = recordingProjection('lazy-stop');
    // A pause longer than the test: the batch below cannot have waited for one, and stop() below
    // returns only because it ends the pause.
    const r = runner([{ ...base, applyIntervalMs: 3_600_000 }], 'p-lazy-stop');
    const first = await kit.append('deal-lazy-stop-0', [newEvent('Ok')]);
    await eventually(async () => expect((await readCheckpoint(kit.pool, 'lazy-stop'))?.position).toBe(first), 10_000, 5);
    await r.stop();
    expect(await readCheckpoint(kit.pool, 'lazy-stop')).toMatchObject({ status: 'stopped', holder: null });
  });

  it('with applyIntervalMs, the events appended during the pause follow in one batch', async () => {
    const PAUSE_MS = 1500;
    const batches: number[] = [];
    let lastApplyEnd = 0;
    const base = recordingProjection('lazy');
    const lazy = {
      ...base,
      applyIntervalMs: PAUSE_MS,
      async apply(events: Parameters<typeof base.apply>[0], tx: Parameters<typeof base.apply>[1]) {
        batches.push(events.length);
        await base.apply(events, tx);
        lastApplyEnd = performance.now();
      },
    };
    const r = runner([lazy], 'p-lazy');
    // A round proves the rule only if its five appends were all committed before the pause could
    // end (it starts after the batch's apply returned). A round the machine was too slow for proves
    // nothing either way and is run again; no round fails for being slow.
    for (let round = 0; round < 5; round++) {
      const caughtUp = await kit.append(`deal-lazy-${round}-0`, [newEvent('Ok')]);
      await eventually(async () => expect((await readCheckpoint(kit.pool, 'lazy'))?.position).toBe(caughtUp), 10_000, 5);
      // That batch was applied: its pause runs now.
      const pauseFrom = lastApplyEnd;
      const before = batches.length;
      let head = caughtUp;
      for (let i = 1; i <= 5; i++) head = await kit.append(`deal-lazy-${round}-${i}`, [newEvent('Ok')]);
      const appendedWithinPause = performance.now() - pauseFrom < PAUSE_MS;
      await eventually(async () => expect((await readCheckpoint(kit.pool, 'lazy'))?.position).toBe(head), 15_000);
      if (!appendedWithinPause) continue;
      // The five appended during the pause came as one batch.
      expect(batches.slice(before)).toEqual([5]);
      await r.stop();
      return;
    }
    await r.stop();
    throw new Error('no round appended its five events within one pause');
  });
});
