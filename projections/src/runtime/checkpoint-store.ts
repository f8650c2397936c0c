import { namedStatement, type GlobalPosition } from '@autoleasing/infra';
import type { ClientBase, Pool } from 'pg';
import { positionFromText, positionToText } from './position-codec';
import type { BatchStatement } from './projection';

export type ProjectionStatusValue = 'running' | 'failed' | 'rebuilding' | 'stopped';

export interface CheckpointRow {
  name: string;
  position: GlobalPosition;
  status: ProjectionStatusValue;
  failedEventId: string | null;
  failedEventType: string | null;
  failedPosition: GlobalPosition | null;
  error: string | null;
  holder: string | null;
  updatedAt: Date;
}

/**
 * Channel that wakes `waitForProjections` whenever a checkpoint moves. Payload: `name@position`
 * when a batch moved it (sent on the commit that moved it to exactly that position), or just the
 * name (a rebuild swapped it in); see parseCheckpointPayload.
 */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

/** The projection a checkpoint notification is about and, when it says, where it now stands. */
export function parseCheckpointPayload(payload: string | undefined): { name: string; position?: GlobalPosition } | undefined {
  if (!payload) return undefined;
  const at = payload.indexOf('@');
  if (at < 0) return { name: payload };
  const position = payload.slice(at + 1);
  return /^[0-9]+$/.test(position) ? { name: payload.slice(0, at), position: BigInt(position) } : { name: payload.slice(0, at) };
}

type Queryable = Pick<ClientBase, 'query'> | Pool;

interface RawRow {
  name: string;
  position: string;
  status: ProjectionStatusValue;
  failed_event_id: string | null;
  failed_event_type: string | null;
  failed_position: string | null;
  error: string | null;
  holder: string | null;
  updated_at: Date;
}

function toRow(raw: RawRow): CheckpointRow {
  return {
    name: raw.name,
    position: positionFromText(raw.position),
    status: raw.status,
    failedEventId: raw.failed_event_id,
    failedEventType: raw.failed_event_type,
    failedPosition: raw.failed_position === null ? null : positionFromText(raw.failed_position),
    error: raw.error,
    holder: raw.holder,
    updatedAt: raw.updated_at,
  };
}

export async function ensureCheckpoint(db: Queryable, name: string): Promise<void> {
  await db.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
}

export async function readCheckpoint(db: Queryable, name: string): Promise<CheckpointRow | undefined> {
  const { rows } = await db.query<RawRow>('SELECT * FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function readCheckpoints(db: Queryable, names: readonly string[]): Promise<CheckpointRow[]> {
  const { rows } = await db.query<RawRow>('SELECT * FROM projection_checkpoints WHERE name = ANY($1::text[])', [names]);
  return rows.map(toRow);
}

/** Marks a freshly acquired projection as running under `holder`, clearing an old failure so it retries. */
export async function claimCheckpoint(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints
        SET status = 'running', holder = $2, failed_event_id = NULL, failed_event_type = NULL,
            failed_position = NULL, error = NULL, updated_at = now()
      WHERE name = $1`,
    [name, holder],
  );
}

/** SQLSTATE raised by projection_checkpoint_advance when the guard finds the row moved. */
const CHECKPOINT_MOVED_SQLSTATE = 'PCMVD';

/**
 * Runs a statement that calls projection_checkpoint_advance (migration 1763700000077, the one
 * definition of the guarded move and its `name@position` NOTIFY): false when the guard found the
 * row moved by another writer, which also aborts the statement's transaction.
 */
async function guardedMove(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === CHECKPOINT_MOVED_SQLSTATE) return false;
    throw error;
  }
}

/**
 * Moves the checkpoint from `from` to `to` inside the caller's transaction and notifies waiters
 * (NOTIFY is delivered on commit only). Guarded by `position = from`: when another writer moved
 * it meanwhile, this returns false and the caller must roll back, so nothing is applied twice.
 */
export function advanceCheckpoint(tx: Pick<ClientBase, 'query'>, name: string, from: GlobalPosition, to: GlobalPosition): Promise<boolean> {
  return guardedMove(() =>
    tx.query({
      name: 'checkpoint_advance',
      text: 'SELECT projection_checkpoint_advance($1, $2::numeric, $3::numeric, $4)',
      values: [name, positionToText(from), positionToText(to), CHECKPOINT_CHANNEL],
    }),
  );
}

/**
 * advanceCheckpoint and the COMMIT of the caller's transaction in ONE round trip: a simple query
 * with the values as literals (the name comes from code, positions are integers). The raise stops
 * the query before COMMIT; the caller then rolls back.
 */
export function advanceCheckpointAndCommit(tx: Pick<ClientBase, 'query' | 'escapeLiteral'>, name: string, from: GlobalPosition, to: GlobalPosition): Promise<boolean> {
  return guardedMove(() =>
    tx.query(
      `SELECT projection_checkpoint_advance(${tx.escapeLiteral(name)}, ${positionToText(from)}, ${positionToText(to)}, ${tx.escapeLiteral(CHECKPOINT_CHANNEL)}); COMMIT`,
    ),
  );
}

/**
 * A projection's batch statement (its CTEs and values) and the checkpoint move as ONE autocommit
 * statement: the move is one more CTE, which the statement's result reads so that it runs. Rows
 * and checkpoint commit together or not at all; a moved checkpoint raises and nothing is applied.
 * synchronous_commit is off for its transaction, as for every projection commit (apply-batch.ts).
 */
export function applyStatementAndAdvance(
  db: Pick<ClientBase, 'query'>,
  statement: BatchStatement,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<boolean> {
  const n = statement.values.length;
  const text =
    `WITH ${statement.ctes},\n  checkpoint_moved AS (SELECT set_config('synchronous_commit', 'off', true), ` +
    `projection_checkpoint_advance($${n + 1}, $${n + 2}::numeric, $${n + 3}::numeric, $${n + 4}))\nSELECT 1${readsOf(statement)} FROM checkpoint_moved`;
  return guardedMove(() => db.query(namedStatement(text, [...statement.values, name, positionToText(from), positionToText(to), CHECKPOINT_CHANNEL])));
}

/** The statement's `reads` as columns of its result (a CTE nobody reads is not run). */
export function readsOf(statement: BatchStatement): string {
  return (statement.reads ?? []).map((cte) => `, (SELECT count(*) FROM ${cte})`).join('');
}

/**
 * advanceCheckpoint as a transaction of its own (autocommit, one round trip), for a batch the
 * projection has nothing to apply from. Commits with synchronous_commit off (set_config local
 * to this statement's transaction): a lost checkpoint move is simply made again after a crash.
 */
export function passCheckpoint(db: Pick<ClientBase, 'query'>, name: string, from: GlobalPosition, to: GlobalPosition): Promise<boolean> {
  return guardedMove(() =>
    db.query({
      name: 'checkpoint_pass',
      text: `SELECT set_config('synchronous_commit', 'off', true), projection_checkpoint_advance($1, $2::numeric, $3::numeric, $4)`,
      values: [name, positionToText(from), positionToText(to), CHECKPOINT_CHANNEL],
    }),
  );
}

export interface Failure {
  eventId: string;
  eventType: string;
  position: GlobalPosition;
  error: string;
}

export async function markFailed(tx: Pick<ClientBase, 'query'>, name: string, failure: Failure): Promise<void> {
  await tx.query(
    `UPDATE projection_checkpoints
        SET status = 'failed', failed_event_id = $2, failed_event_type = $3, failed_position = $4::numeric,
            error = $5, updated_at = now()
      WHERE name = $1`,
    [name, failure.eventId, failure.eventType, positionToText(failure.position), failure.error],
  );
}

export async function markStatus(db: Queryable, name: string, status: ProjectionStatusValue, holder: string | null): Promise<void> {
  await db.query('UPDATE projection_checkpoints SET status = $2, holder = $3, updated_at = now() WHERE name = $1', [name, status, holder]);
}

/**
 * A worker letting go: the row it holds counts as stopped (a failure stays visible). Only while
 * `holder` still holds it: a newer holder's row is not touched.
 */
export async function releaseCheckpoint(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET status = CASE WHEN status = 'failed' THEN status ELSE 'stopped' END,
            holder = NULL, updated_at = now() WHERE name = $1 AND holder = $2`,
    [name, holder],
  );
}

/**
 * A rebuild swapped in: the checkpoint stands at the rebuild's `position`, stopped and without a
 * failure, and waiters hear of it (on commit, so call it in the swap's transaction).
 */
export async function setRebuiltCheckpoint(tx: Pick<ClientBase, 'query'>, name: string, position: GlobalPosition): Promise<void> {
  await tx.query(
    `UPDATE projection_checkpoints
        SET position = $2::numeric, status = 'stopped', holder = NULL, failed_event_id = NULL,
            failed_event_type = NULL, failed_position = NULL, error = NULL, updated_at = now()
      WHERE name = $1`,
    [name, positionToText(position)],
  );
  await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, name]);
}

/**
 * Back to position zero, so the projection replays every event: for a table upgrade its old rows
 * cannot be carried through. Qualified with public, since createTables may run with another
 * search_path.
 */
export async function resetCheckpoint(tx: Pick<ClientBase, 'query'>, name: string): Promise<void> {
  await tx.query('UPDATE public.projection_checkpoints SET position = 0 WHERE name = $1', [name]);
}
