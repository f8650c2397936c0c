import { auditTrailProjection } from '../audit-trail';
import { newEvent } from '../testing/new-event';
import { capturingLogger, createProjectionTestKit, eventually, recordingProjection, type ProjectionTestKit } from '../testing/projection-test-kit';
import { readCheckpoint } from './checkpoint-store';
import { ProjectionRunner } from './projection-runner';
import { rebuildLockKey } from './advisory-lock-key';
import { RebuildAlreadyRunningError, rebuildProjection, RebuildFailedError } from './rebuild-projection';

// Reads wait for the cluster-wide transaction horizon, which other work on a shared server can hold back.
jest.setTimeout(60_000);

async function auditRows(kit: ProjectionTestKit) {
  const { rows } = await kit.pool.query(`SELECT event_id, position::text AS pos, stream_id, type, actor_user_id, actor_role, acting_for_dealer_id,
            correlation_id, causation_id, occurred_at
       FROM audit_trail ORDER BY audit_trail.position`);
  return rows;
}

describe('rebuildProjection', () => {
  let kit: ProjectionTestKit;

  beforeAll(async () => {
    kit = await createProjectionTestKit('rebuild');
  });
  afterAll(async () => {
    await kit.close();
  });

  it('replays into fresh tables while the live runner serves, then swaps them in and the runner continues', async () => {
    const live = new ProjectionRunner({ pool: kit.pool, eventStore: kit.store, projections: [auditTrailProjection], holder: 'live', lockRetryMs: 100, log: capturingLogger().log });
    live.start();
    try {
      for (let i = 0; i < 30; i++) await kit.append(`deal-${i % 4}`, [newEvent('DealCreated'), newEvent('DealCustomerStateChanged')]);
      const head = (await kit.store.headPosition());
      await eventually(async () => expect((await readCheckpoint(kit.pool, 'audit-trail'))?.position).toBe(head));
      const liveBuild = await auditRows(kit);
      expect(liveBuild).toHaveLength(60);

      // Damage the live read model: a rebuild must replace it, not merge into it.
      await kit.pool.query('DELETE FROM audit_trail WHERE position::text = $1', [liveBuild[5].pos]);
      await kit.pool.query(`UPDATE audit_trail SET actor_role = 'Tampered' WHERE position::text = $1`, [liveBuild[6].pos]);
      await kit.pool.query(
        `INSERT INTO audit_trail VALUES (gen_random_uuid(), 999999, 'ghost', 'Ghost', 'x', 'x', NULL, 'c', 'c', now())`,
      );

      const result = await rebuildProjection({ pool: kit.pool, eventStore: kit.store, projection: auditTrailProjection, batchSize: 7, lockTimeoutMs: 5000, log: capturingLogger().log });

      expect(result).toEqual({ position: head, events: 60 });
      expect(await auditRows(kit)).toEqual(liveBuild);
      const schemas = await kit.pool.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'rebuild_audit_trail'`);
      expect(schemas.rowCount).toBe(0);
      const indexes = await kit.pool.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'audit_trail'`);
      expect(indexes.rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['audit_trail_pkey', 'audit_trail_stream_idx', 'audit_trail_actor_idx', 'audit_trail_dealer_idx']));

      // The live runner let go for the swap and picks up again from the swapped-in checkpoint.
      const next = await kit.append('deal-9', [newEvent('DealArchived')]);
      await eventually(async () => expect(await readCheckpoint(kit.pool, 'audit-trail')).toMatchObject({ position: next, holder: 'live', status: 'running' }));
      expect(await auditRows(kit)).toHaveLength(61);
    } finally {
      await live.stop();
    }
  });

  it('fails on an event the projection cannot apply and leaves the live tables alone', async () => {
    const fragile = recordingProjection('fragile-rebuild', { failOn: (t) => t === 'DealArchived' });
    await kit.pool.query('CREATE TABLE fragile_rebuild_rows (event_id text PRIMARY KEY, position numeric(40,0) NOT NULL, type text NOT NULL)');
    await kit.pool.query(`INSERT INTO fragile_rebuild_rows VALUES ('keep-me', 1, 'Old')`);
    await kit.append('deal-10', [newEvent('DealCreated'), newEvent('DealArchived')]);

    const rebuilding = rebuildProjection({ pool: kit.pool, eventStore: kit.store, projection: fragile, log: capturingLogger().log });

    await expect(rebuilding).rejects.toBeInstanceOf(RebuildFailedError);
    await expect(rebuilding).rejects.toThrow(/DealArchived/);
    expect((await kit.pool.query('SELECT event_id FROM fragile_rebuild_rows')).rows).toEqual([{ event_id: 'keep-me' }]);
    const schemas = await kit.pool.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'rebuild_fragile_rebuild'`);
    expect(schemas.rowCount).toBe(0);
  });

  it('refuses a second rebuild of the same projection while one runs', async () => {
    const other = await kit.pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1::bigint)', [rebuildLockKey('audit-trail').toString()]);
      await other.query('CREATE SCHEMA rebuild_audit_trail');
      await expect(rebuildProjection({ pool: kit.pool, eventStore: kit.store, projection: auditTrailProjection, log: capturingLogger().log })).rejects.toBeInstanceOf(
        RebuildAlreadyRunningError,
      );
      // The running rebuild's schema is left alone.
      expect((await kit.pool.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'rebuild_audit_trail'`)).rowCount).toBe(1);
    } finally {
      await other.query('DROP SCHEMA IF EXISTS rebuild_audit_trail');
      other.release(true);
    }
  });
});
