import type { EventStore, GlobalPosition } from '@autoleasing/infra';
import { inTransaction } from '@autoleasing/infra';
import type { Client, Pool } from 'pg';
import { projectionLockKey, rebuildLockKey } from './advisory-lock-key';
import { applyBatch } from './apply-batch';
import { ensureCheckpoint, markStatus, setRebuiltCheckpoint, type Failure } from './checkpoint-store';
import { defaultHolderId, openDedicatedClient } from './connection';
import { CONTROL_CHANNEL } from './control-channel';
import { jsonLineLogger, type Logger } from './logger';
import { LogToHead } from './read-to-head';
import { rebuildSchemaName, type Projection } from './projection';

export interface RebuildOptions {
  pool: Pool;
  eventStore: EventStore;
  projection: Projection;
  batchSize?: number;
  /** How long to wait for the live holder to let go of the projection. */
  lockTimeoutMs?: number;
  /** How long to wait for committed events behind the read horizon (read-to-head.ts). */
  readTimeoutMs?: number;
  holder?: string;
  log?: Logger;
}

export interface RebuildResult {
  position: GlobalPosition;
  events: number;
}

export class RebuildAlreadyRunningError extends Error {
  constructor(readonly projectionName: string) {
    super(`A rebuild of "${projectionName}" is already running`);
    this.name = 'RebuildAlreadyRunningError';
  }
}

export class RebuildFailedError extends Error {
  constructor(
    readonly projectionName: string,
    readonly failure: Failure,
  ) {
    super(`Rebuild of "${projectionName}" failed at event ${failure.eventId} (${failure.eventType}, position ${failure.position}): ${failure.error}`);
    this.name = 'RebuildFailedError';
  }
}

/**
 * Replays the whole log into fresh tables in schema `rebuild_<name>` and swaps them in.
 * The long replay runs beside the live projection (which keeps serving); only the final
 * catch-up and the swap hold the projection's advisory lock, so the live runner pauses for
 * seconds, not for the whole replay. The swap is one transaction: drop the live tables, move
 * the fresh ones to `public`, set the checkpoint. A crash before it leaves the live tables as
 * they were (the next rebuild drops the leftover schema).
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { projection } = options;
  if (projection.rebuildable === false) throw new Error(`Projection "${projection.name}" is a reaction with effects outside its tables and cannot be rebuilt`);
  const schema = rebuildSchemaName(projection.name);
  const key = projectionLockKey(projection.name).toString();
  const holder = `rebuild:${options.holder ?? defaultHolderId()}`;
  const log = options.log ?? jsonLineLogger;
  const client = await openDedicatedClient(options.pool, `projection-rebuild:${projection.name}`);
  let locked = false;
  let guarded = false;
  try {
    // Session lock: released with the session even if this process dies mid-rebuild.
    const guard = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [rebuildLockKey(projection.name).toString()]);
    if (!guard.rows[0].ok) throw new RebuildAlreadyRunningError(projection.name);
    guarded = true;
    await ensureCheckpoint(client, projection.name);
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
    await inTransaction(client, async () => {
      await client.query(`SELECT set_config('search_path', $1, true)`, [schema]);
      await projection.createTables(client);
    });

    const replay = async (from: GlobalPosition, counted: number) => replayInto(client, options, schema, from, counted);
    let { position, events } = await replay(0n, 0);
    log({ level: 'info', msg: 'rebuild replayed, taking the projection over', projection: projection.name, events, position: position.toString() });

    // Ask the holder to let go, then queue for the lock: a queued waiter is served before any
    // standby's pg_try_advisory_lock, so the live runner waits until the swap is done.
    await client.query(`SET lock_timeout = ${Math.max(1, Math.trunc(options.lockTimeoutMs ?? 30_000))}`);
    await client.query('SELECT pg_notify($1, $2)', [CONTROL_CHANNEL, projection.name]);
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    locked = true;
    await client.query('SET lock_timeout = 0');
    await markStatus(client, projection.name, 'rebuilding', holder);

    ({ position, events } = await replay(position, events));
    await inTransaction(client, async () => {
      for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS public.${ident(table)}`);
      for (const table of projection.tables) await client.query(`ALTER TABLE ${schema}.${ident(table)} SET SCHEMA public`);
      await projection.afterSwap?.(client);
      await setRebuiltCheckpoint(client, projection.name, position);
    });
    log({ level: 'info', msg: 'rebuild swapped in', projection: projection.name, events, position: position.toString() });
    return { position, events };
  } catch (error) {
    if (locked) await markStatus(client, projection.name, 'stopped', null).catch(() => undefined);
    throw error;
  } finally {
    // Only the guard holder may drop the schema: another rebuild may be filling it.
    if (guarded) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    if (locked) await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function replayInto(
  client: Client,
  options: RebuildOptions,
  schema: string,
  from: GlobalPosition,
  counted: number,
): Promise<RebuildResult> {
  let position = from;
  let events = counted;
  const log = await LogToHead.of(options.eventStore, options.readTimeoutMs);
  for (;;) {
    const page = await log.pageAfter(position, options.batchSize ?? 1000);
    if (page.length === 0) return { position, events };
    const outcome = await applyBatch(client, options.projection, page, position, { schema });
    if (outcome.failure) throw new RebuildFailedError(options.projection.name, outcome.failure);
    // A page that does not move us forward would loop for ever: the store broke its contract.
    if (outcome.position <= position) throw new Error(`readAll after ${position} returned no newer events`);
    events += page.length;
    position = outcome.position;
  }
}


/** Table names come from code, not users; still refuse anything that is not a plain identifier. */
function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported table name "${name}"`);
  return name;
}
