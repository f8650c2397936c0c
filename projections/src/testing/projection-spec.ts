import type { NewEvent } from '@autoleasing/infra';
import { applyBatch } from '../runtime/apply-batch';
import { openDedicatedClient } from '../runtime/connection';
import type { Projection } from '../runtime/projection';
import type { ProjectionTestKit } from './projection-test-kit';

/** Events of one stream, in order. */
export type StreamEvents = readonly [streamId: string, events: NewEvent[]];

/**
 * Given/when/then for projections, as deciderSpec is for deciders (STYLE.md, Emmett):
 *
 *   await projectionSpec(kit, auditTrailProjection)
 *     .given([['deal-42', [created]]])
 *     .when([['deal-42', [archived]]])
 *     .thenRows('SELECT type FROM audit_trail ORDER BY position', [{ type: 'DealCreated' }, { type: 'DealArchived' }]);
 *
 * The projection's own tables (Projection.tables) are dropped and created anew, the `given` events
 * applied, then the `when` events; every batch is applied twice, as a replay after a crash
 * between apply and commit would, so a projection that is not idempotent fails here.
 */
export function projectionSpec(kit: ProjectionTestKit, projection: Projection) {
  const run = async (batches: readonly (readonly StreamEvents[])[]) => {
    let head = 0n;
    const ids = batches.map((streams) => new Set(streams.flatMap(([, events]) => events.map((event) => event.id))));
    for (const streams of batches) for (const [streamId, events] of streams) head = await kit.append(streamId, events);
    const log = head === 0n ? [] : await kit.readAllUpTo(head);
    const client = await openDedicatedClient(kit.pool, 'test');
    try {
      await client.query(`DROP TABLE IF EXISTS ${projection.tables.join(', ')}`);
      await client.query('BEGIN');
      await projection.createTables(client);
      await client.query('COMMIT');
      for (const batchIds of ids) {
        // Only this spec's events: the kit's log also holds the events of earlier cases.
        const batch = log.filter((event) => batchIds.has(event.id));
        await applyBatch(client, projection, batch, 0n, { schema: 'public' });
        await applyBatch(client, projection, batch, 0n, { schema: 'public' });
      }
    } finally {
      await client.end();
    }
  };
  const outcome = (given: readonly StreamEvents[], when: readonly StreamEvents[]) => ({
    /** Applies the events and compares the rows `sql` returns with `expected`. */
    async thenRows(sql: string, expected: readonly unknown[], params: unknown[] = []): Promise<void> {
      await run([given, when]);
      expect((await kit.pool.query(sql, params)).rows).toEqual(expected);
    },
    /** Applies the events, then runs `check` on the read model (for assertions beyond one query). */
    async thenReadModel(check: () => Promise<void>): Promise<void> {
      await run([given, when]);
      await check();
    },
  });
  return {
    given(given: readonly StreamEvents[]) {
      return {
        ...outcome(given, []),
        when: (when: readonly StreamEvents[]) => outcome(given, when),
      };
    },
  };
}
