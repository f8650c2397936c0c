import { createPgPool, createPostgresEventStore, EventTypeRegistry } from '@autoleasing/infra';
import { auditTrailProjection, ProjectionRunner } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { eventually } from '../../../test/eventually';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { ReadYourWritesService } from './read-your-writes.service';

describe('read-your-own-writes: a command answer waits for the projections', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let runner: ProjectionRunner;
  const registry = new EventTypeRegistry().register({ type: 'ProbeHappened', schemaVersion: 1, validate: () => [] });
  let store: ReturnType<typeof createPostgresEventStore>;

  beforeAll(async () => {
    t = await startApiTestApp('read_your_writes');
    pool = createPgPool(t.database.url, 4);
    store = createPostgresEventStore({ databaseUrl: t.database.url, registry });
    runner = new ProjectionRunner({ pool, eventStore: store, projections: [auditTrailProjection], lockRetryMs: 200, log: () => undefined });
    runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await store?.close();
    await pool?.end();
    await t?.close();
  });

  const append = (stream: string) =>
    store.append(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type: 'ProbeHappened',
          data: {},
          metadata: { actor: { userId: 'u-1', role: 'Customer' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString() },
        },
      ],
      { expectedRevision: 'any' },
    );

  it('answers once the projection has the event, and the read model shows it', async () => {
    const { position } = await append('probe-1');
    const service = t.app.get(ReadYourWritesService);
    const consistency = await service.waitFor(position, ['audit-trail']);
    expect(consistency).toEqual({ position: position.toString(), caughtUp: true });
    const { rows } = await pool.query('SELECT stream_id FROM audit_trail WHERE stream_id = $1', ['probe-1']);
    expect(rows).toHaveLength(1);
  });

  it('answers within its bound and says so when a projection is behind', async () => {
    await runner.stop();
    const { position } = await append('probe-2');
    const service = t.app.get(ReadYourWritesService);
    // No projection runs: only the bound can end this wait (a missing bound hangs the test).
    const consistency = await service.waitFor(position, ['audit-trail'], 300);
    expect(consistency.caughtUp).toBe(false);
  });

  it('does not wait when the command appended nothing', async () => {
    expect(await t.app.get(ReadYourWritesService).waitFor(null, ['audit-trail'])).toEqual({ position: null, caughtUp: true });
  });

  it('serves many concurrent waiters from one listening connection, each answered when caught up', async () => {
    runner = new ProjectionRunner({ pool, eventStore: store, projections: [auditTrailProjection], lockRetryMs: 200, log: () => undefined });
    runner.start();
    const service = t.app.get(ReadYourWritesService);
    const positions = await Promise.all(Array.from({ length: 40 }, (_, i) => append(`probe-many-${i}`).then((r) => r.position)));
    const answers = await Promise.all(positions.map((position) => service.waitFor(position, ['audit-trail'])));
    expect(answers.every((a) => a.caughtUp)).toBe(true);
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM audit_trail WHERE stream_id LIKE 'probe-many-%'");
    expect(rows[0].n).toBe(40);
  });

  it('answers a position it already heard of without asking the database, and asks again after a rebuild notice', async () => {
    const service = t.app.get(ReadYourWritesService);
    const { position } = await append('probe-known');
    expect((await service.waitFor(position, ['audit-trail'])).caughtUp).toBe(true);
    const apiPool = (service as unknown as { pool: Pool }).pool;
    const query = jest.spyOn(apiPool, 'query');
    try {
      // Reached already (the notification told where audit-trail stands): no query at all.
      expect(await service.waitFor(position, ['audit-trail'])).toEqual({ position: position.toString(), caughtUp: true });
      expect(query).not.toHaveBeenCalled();
      // A notification without a position (a rebuild swapped the tables in) voids what was known.
      await pool.query("SELECT pg_notify('projection_checkpoint', 'audit-trail')");
      // Until the notification arrives the old knowledge answers without a query; then one query.
      await eventually(async () => {
        expect((await service.waitFor(position, ['audit-trail'])).caughtUp).toBe(true);
        expect(query).toHaveBeenCalledTimes(1);
      });
      // Known again: no further query.
      expect((await service.waitFor(position, ['audit-trail'])).caughtUp).toBe(true);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});
