import type { Client } from 'pg';
import { newEvent } from '../testing/new-event';
import { createProjectionTestKit, eventually, recordingProjection, tableRows, type ProjectionTestKit } from '../testing/projection-test-kit';
import { applyBatch, CheckpointMovedError } from './apply-batch';
import { CHECKPOINT_CHANNEL, ensureCheckpoint, readCheckpoint } from './checkpoint-store';
import { openDedicatedClient } from './connection';
import type { Projection } from './projection';

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

  /** recordingProjection's rows, also written by one statement, in which a Poison event fails a cast. */
  function statementProjection(name: string): Projection {
    const base = recordingProjection(name, { failOn: (type) => type === 'Poison' });
    const table = base.tables[0];
    return {
      ...base,
      batchStatement: (events) => ({
        ctes: `inserted AS (INSERT INTO ${table} (event_id, position, type)
                 SELECT e.id, e.position, CASE WHEN e.type = 'Poison' THEN e.type::int::text ELSE e.type END
                   FROM json_to_recordset($1::json) AS e(id text, position numeric, type text) RETURNING 1)`,
        values: [JSON.stringify(events.map((e) => ({ id: e.id, position: e.position.toString(), type: e.type })))],
      }),
    };
  }

  async function setUpStatement(name: string): Promise<Projection> {
    const projection = statementProjection(name);
    await projection.createTables(client);
    await ensureCheckpoint(client, name);
    return projection;
  }

  /** The checkpoint NOTIFY payloads from now on, received on a session of its own. */
  async function listenToCheckpoints(): Promise<{ listener: Client; payloads: string[] }> {
    const listener = await openDedicatedClient(kit.pool, 'test-listener');
    const payloads: string[] = [];
    listener.on('notification', (n) => payloads.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    return { listener, payloads };
  }

  /** `client`, recording the text of every query sent through it. */
  function recordingQueries(): { counting: Client; sent: string[] } {
    const sent: string[] = [];
    const counting = new Proxy(client, {
      get: (target, key) =>
        key === 'query' ? (q: { text?: string } | string, v?: unknown) => (sent.push(typeof q === 'string' ? q : (q.text ?? '')), target.query(q as string, v as unknown[])) : Reflect.get(target, key),
    });
    return { counting, sent };
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

  it('commits rows and checkpoint together with the COMMIT in the checkpoint move, and notifies name@position', async () => {
    const projection = await setUp('happy');
    const head = await kit.append('s-happy', [newEvent('Ok'), newEvent('Ok')]);
    const events = await kit.readAllUpTo(head);
    const { listener, payloads } = await listenToCheckpoints();
    const { counting, sent } = recordingQueries();

    const outcome = await applyBatch(counting, projection, events, 0n, { schema: 'public', checkpointName: 'happy' });

    expect(outcome).toEqual({ position: head, stored: head });
    // BEGIN+settings, the handler's insert(s), then the move with COMMIT: no separate COMMIT.
    expect(sent[sent.length - 1]).toMatch(/projection_checkpoint_advance\('happy', 0, \d+, 'projection_checkpoint'\); COMMIT$/);
    expect(sent.filter((q) => q === 'COMMIT')).toEqual([]);
    expect(await tableRows(kit.pool, 'happy_rows')).toHaveLength(events.length);
    expect((await readCheckpoint(kit.pool, 'happy'))?.position).toBe(head);
    const { rows } = await client.query<{ in_tx: boolean }>(`SELECT now() <> statement_timestamp() AS in_tx`);
    expect(rows[0].in_tx).toBe(false);
    await eventually(() => expect(payloads).toContain(`happy@${head}`), 5000);
    await listener.end();
  });

  it.each([
    ['in a transaction', 'guarded', () => setUp('guarded')],
    ['as one statement', 'statement-guarded', () => setUpStatement('statement-guarded')],
  ])('rolls the rows back when the checkpoint cannot move (someone else moved it), %s', async (_how, name, given) => {
    const projection = await given();
    await kit.pool.query(`UPDATE projection_checkpoints SET position = 999 WHERE name = $1`, [name]);
    const events = await kit.readAllUpTo(await kit.store.headPosition());

    await expect(applyBatch(client, projection, events, 0n, { schema: 'public', checkpointName: name })).rejects.toBeInstanceOf(CheckpointMovedError);

    expect(await tableRows(kit.pool, projection.tables[0])).toEqual([]);
    expect((await readCheckpoint(kit.pool, name))?.position).toBe(999n);
    // The session is usable again (no transaction left open).
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  describe('a projection with a batch statement', () => {
    it('commits rows and checkpoint in ONE autocommit statement and notifies name@position', async () => {
      const projection = await setUpStatement('one-statement');
      const head = await kit.append('s-one', [newEvent('Ok'), newEvent('Ok')]);
      const events = (await kit.readAllUpTo(head)).filter((e) => e.streamId === 's-one');
      const { listener, payloads } = await listenToCheckpoints();
      const { counting, sent } = recordingQueries();

      const outcome = await applyBatch(counting, projection, events, 0n, { schema: 'public', checkpointName: 'one-statement' });

      expect(outcome).toEqual({ position: head, stored: head });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^WITH inserted AS .*checkpoint_moved AS \(SELECT set_config\('synchronous_commit', 'off', true\), projection_checkpoint_advance/s);
      expect(await tableRows(kit.pool, 'one_statement_rows')).toHaveLength(events.length);
      expect((await readCheckpoint(kit.pool, 'one-statement'))?.position).toBe(head);
      await eventually(() => expect(payloads).toContain(`one-statement@${head}`), 5000);
      await listener.end();
    });

    it('falls back to applying event by event when the statement fails, and stops at the failing event', async () => {
      const projection = await setUpStatement('statement-poison');
      const from = await kit.store.headPosition();
      const head = await kit.append('s-statement-poison', [newEvent('Ok'), newEvent('Poison'), newEvent('Ok')]);
      await kit.pool.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [projection.name, from.toString()]);
      const batch = (await kit.readAllUpTo(head)).filter((e) => e.position > from);

      const outcome = await applyBatch(client, projection, batch, from, { schema: 'public', checkpointName: projection.name });

      expect(outcome.failure).toMatchObject({ eventId: batch[1].id, eventType: 'Poison' });
      expect((await tableRows(kit.pool, 'statement_poison_rows')).map((r) => r.event_id)).toEqual([batch[0].id]);
      expect(await readCheckpoint(kit.pool, projection.name)).toMatchObject({ position: batch[0].position, status: 'failed' });
    });

    it('takes the transaction path for another schema (a rebuild), whose names need its search_path', async () => {
      const projection = statementProjection('statement-rebuild');
      await client.query('CREATE SCHEMA statement_rebuild');
      await client.query('BEGIN');
      await client.query('SET LOCAL search_path TO statement_rebuild');
      await projection.createTables(client);
      await client.query('COMMIT');
      const events = (await kit.readAllUpTo(await kit.store.headPosition())).filter((e) => e.type !== 'Poison');

      await applyBatch(client, projection, events, 0n, { schema: 'statement_rebuild' });

      expect(await tableRows(kit.pool, 'statement_rebuild.statement_rebuild_rows')).toHaveLength(events.length);
    });
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
