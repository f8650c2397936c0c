import type { PoolClient } from 'pg';
import { newEvent } from '../testing/new-event';
import { capturingLogger, projectionTestKitPerSuite, recordingProjection, tableRows, type ProjectionTestKit } from '../testing/projection-test-kit';
import { catchUpProjection } from './catch-up-projection';
import { LogBehindHeadError, LogToHead } from './read-to-head';
import { rebuildProjection } from './rebuild-projection';

/**
 * One-off readers must reach the head of the log even when the read horizon hides committed
 * events for a while (docs/adr/0001-read-horizon.md). Here an open transaction of our own holds
 * the horizon back: the events committed after it began are stored but not readable yet.
 */
describe('reading the log up to its head', () => {
  const suiteKit = projectionTestKitPerSuite('read_to_head');
  let kit: ProjectionTestKit;
  beforeEach(() => {
    kit = suiteKit();
  });

  /** An open transaction with an id: everything committed after it sits above the horizon. */
  async function holdHorizon(): Promise<PoolClient> {
    const client = await kit.pool.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    return client;
  }

  it('catch-up neither stops at the hidden events nor waits for ever, and reaches them once they are readable', async () => {
    const projection = recordingProjection('behind-horizon');
    const before = await kit.append('deal-1', [newEvent('DealCreated')]);
    const blocker = await holdHorizon();
    try {
      const hidden = await kit.append('deal-1', [newEvent('DealArchived')]);
      expect(await kit.store.readAll({ after: before })).toEqual([]);

      await expect(catchUpProjection({ pool: kit.pool, eventStore: kit.store, projection, timeoutMs: 200 })).rejects.toBeInstanceOf(LogBehindHeadError);
      expect((await tableRows(kit.pool, 'behind_horizon_rows')).map((r) => r.type)).toEqual(['DealCreated']);

      await blocker.query('COMMIT');
      expect(await catchUpProjection({ pool: kit.pool, eventStore: kit.store, projection })).toBe(hidden);
      expect((await tableRows(kit.pool, 'behind_horizon_rows')).map((r) => r.type)).toEqual(['DealCreated', 'DealArchived']);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      blocker.release();
    }
  });

  it('a rebuild fails rather than swap in tables short of the hidden events', async () => {
    const projection = recordingProjection('rebuild-behind-horizon');
    await catchUpProjection({ pool: kit.pool, eventStore: kit.store, projection });
    const live = await tableRows(kit.pool, 'rebuild_behind_horizon_rows');
    const blocker = await holdHorizon();
    try {
      await kit.append('deal-2', [newEvent('DealCreated')]);
      const rebuilding = rebuildProjection({ pool: kit.pool, eventStore: kit.store, projection, readTimeoutMs: 200, log: capturingLogger().log });
      await expect(rebuilding).rejects.toBeInstanceOf(LogBehindHeadError);
      expect(await tableRows(kit.pool, 'rebuild_behind_horizon_rows')).toEqual(live);
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
  });

  it('at the head, an empty page comes back at once', async () => {
    const head = await kit.append('deal-3', [newEvent('DealCreated')]);
    const log = await LogToHead.of(kit.store, 0);
    expect(log.head).toBe(head);
    expect(await log.pageAfter(head, 10)).toEqual([]);
  });
});
