import type { Client } from 'pg';
import { newEvent } from '../testing/new-event';
import { createProjectionTestKit, recordingProjection, tableRows, type ProjectionTestKit } from '../testing/projection-test-kit';
import { applyBatch, CheckpointMovedError } from './apply-batch';
import { ensureCheckpoint, readCheckpoint } from './checkpoint-store';
import { openDedicatedClient } from './connection';

// Reads wait for the cluster-wide transaction horizon, which other work on a shared server can hold back.
jest.setTimeout(60_000);

describe('applyBatch: read model and checkpoint in one transaction', () => {
  let kit: ProjectionTestKit;
  let client: Client;

  beforeAll(async () => {
    kit = await createProjectionTestKit('apply_batch');
    client = await openDedicatedClient(kit.pool, 'test');
  });
  afterAll(async () => {
    await client.end();
    await kit.close();
  });

  async function setUp(name: string, failOn?: (type: string) => boolean) {
    const projection = recordingProjection(name, { failOn });
    await client.query('BEGIN');
    await projection.createTables(client);
    await client.query('COMMIT');
    await ensureCheckpoint(client, name);
    return projection;
  }

  it('commits the events before a failing one, keeps the checkpoint just before it and records the failure', async () => {
    const projection = await setUp('stops-at-poison', (type) => type === 'Poison');
    const from = await kit.append('s-a', [newEvent('Ok')]);
    const head = await kit.append('s-a', [newEvent('Ok'), newEvent('Skipped'), newEvent('Poison'), newEvent('Ok')]);
    await kit.pool.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [projection.name, from.toString()]);
    const batch = (await kit.readAllUpTo(head)).filter((e) => e.position > from);
    const poison = batch.find((e) => e.type === 'Poison')!;

    const outcome = await applyBatch(client, projection, batch, from, { schema: 'public', checkpointName: projection.name });

    expect(outcome.failure).toMatchObject({ eventId: poison.id, eventType: 'Poison', error: 'cannot handle Poison' });
    expect(outcome.position).toBe(batch[1].position);
    // The poison's own row (written before it threw) is rolled back; the event after it never ran.
    expect((await tableRows(kit.pool, 'stops_at_poison_rows')).map((r) => r.type)).toEqual(['Ok', 'Skipped']);
    const checkpoint = await readCheckpoint(kit.pool, projection.name);
    expect(checkpoint).toMatchObject({ position: batch[1].position, status: 'failed', failedEventId: poison.id, failedPosition: poison.position });
  });

  it('rolls the rows back when the checkpoint cannot move (someone else moved it)', async () => {
    const projection = await setUp('guarded');
    await kit.pool.query(`UPDATE projection_checkpoints SET position = 999 WHERE name = 'guarded'`);
    const events = await kit.readAllUpTo(await kit.store.headPosition());

    await expect(applyBatch(client, projection, events, 0n, { schema: 'public', checkpointName: 'guarded' })).rejects.toBeInstanceOf(
      CheckpointMovedError,
    );

    expect(await tableRows(kit.pool, 'guarded_rows')).toEqual([]);
    expect((await readCheckpoint(kit.pool, 'guarded'))?.position).toBe(999n);
    // The session is usable again (no transaction left open).
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('writes through search_path, so the same handler fills another schema', async () => {
    const projection = recordingProjection('elsewhere');
    await client.query('CREATE SCHEMA other');
    await client.query('BEGIN');
    await client.query(`SET LOCAL search_path TO other`);
    await projection.createTables(client);
    await client.query('COMMIT');
    const events = await kit.readAllUpTo(await kit.store.headPosition());

    const outcome = await applyBatch(client, projection, events, 0n, { schema: 'other' });

    expect(outcome.position).toBe(events[events.length - 1].position);
    expect(await tableRows(kit.pool, 'other.elsewhere_rows')).toHaveLength(events.length);
    await expect(kit.pool.query('SELECT 1 FROM public.elsewhere_rows')).rejects.toThrow(/does not exist/);
  });
});
