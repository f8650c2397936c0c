import { type GlobalPosition, type RecordedEvent } from '@autoleasing/infra';
import type { ClientBase } from 'pg';
import { planBatch, positionBefore } from './batch-plan';
import { advanceCheckpoint, advanceCheckpointAndCommit, applyStatementAndAdvance, markFailed, passCheckpoint, type Failure } from './checkpoint-store';
import type { Projection } from './projection';

export interface ApplyTarget {
  /** Schema the handlers write to through search_path. */
  schema: string;
  /** Checkpoint row to move in the same transaction; omitted during a rebuild's replay. */
  checkpointName?: string;
  /**
   * Where the checkpoint row stands, when it lags `from` because passes over unhandled events
   * were put off (`passLater`); the move is guarded by it. Default `from`.
   */
  stored?: GlobalPosition;
  /** A batch with nothing to apply leaves the row as it is; the caller passes it later. */
  passLater?: boolean;
}

export interface ApplyOutcome {
  /** Where the projection now stands (the last event committed, handled or passed over). */
  position: GlobalPosition;
  /** Where the checkpoint row now stands (behind `position` only after a put-off pass). */
  stored: GlobalPosition;
  failure?: Failure;
}

/** Another writer moved the checkpoint under us: we lost the projection and must not write. */
export class CheckpointMovedError extends Error {
  constructor(name: string) {
    super(`Checkpoint of projection "${name}" was moved by another process`);
    this.name = 'CheckpointMovedError';
  }
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Applies one batch in ONE transaction together with the checkpoint, so a crash leaves both as
 * before or both as after. When the batch throws, the transaction is rolled back and the batch is
 * applied again event by event in a fresh one (savepoints) to find the failing event: the events
 * before it are committed with the checkpoint just before it, and the failure is recorded in the
 * same commit.
 *
 * Round trips, because every projection runs this after every append (measured with the checkout
 * bench, issue 5): a projection with a batch statement commits a live batch in ONE autocommit
 * statement (applyStatementAndAdvance). Otherwise the happy path is BEGIN+settings (one simple
 * query), the handlers, and the checkpoint move with its NOTIFY together with the COMMIT (one
 * simple query) — no savepoint pair unless a batch fails. Either commits with synchronous_commit
 * off: read model and checkpoint are derived from the (durably committed) events and commit
 * together, so a crash can only lose the last few projection commits as a whole, and the
 * projection re-applies them from its checkpoint.
 * Not waiting for the WAL flush keeps each projection transaction (and the transaction id that
 * holds back every subscriber's read horizon) open for much shorter.
 */
export async function applyBatch(
  client: ClientBase,
  projection: Projection,
  events: readonly RecordedEvent[],
  from: GlobalPosition,
  target: ApplyTarget,
): Promise<ApplyOutcome> {
  const plan = planBatch(projection, events, from);
  const stored = target.stored ?? from;
  if (plan.endPosition === from) return { position: from, stored };
  if (plan.handled.length === 0) {
    if (target.passLater) return { position: plan.endPosition, stored };
    // Nothing to write but the checkpoint: one autocommit statement instead of a transaction.
    const name = target.checkpointName;
    if (name !== undefined && !(await passCheckpoint(client, name, stored, plan.endPosition))) throw new CheckpointMovedError(name);
    return { position: plan.endPosition, stored: name === undefined ? stored : plan.endPosition };
  }
  try {
    const name = target.checkpointName;
    if (projection.batchStatement && name !== undefined && target.schema === LIVE_SCHEMA) {
      if (!(await applyStatementAndAdvance(client, await projection.batchStatement(plan.handled, client), name, stored, plan.endPosition))) throw new CheckpointMovedError(name);
      return { position: plan.endPosition, stored: plan.endPosition };
    }
    return await inBatchTransaction(client, target, async () => {
      await projection.apply(plan.handled, client);
      return finishAndCommit(client, target, stored, plan.endPosition);
    });
  } catch (error) {
    if (error instanceof CheckpointMovedError) throw error;
    // Find the failing event below; a broken session fails again there and is reported.
  }
  return inBatchTransaction(client, target, async () => {
    let end = plan.endPosition;
    let failure: Failure | undefined;
    for (const event of plan.handled) {
      try {
        await inSavepoint(client, () => projection.apply([event], client));
      } catch (error) {
        failure = { eventId: event.id, eventType: event.type, position: event.position, error: describeError(error) };
        end = positionBefore(events, event, from);
        break;
      }
    }
    return { outcome: await finish(client, target, stored, end, failure), committed: false };
  });
}

/**
 * The schema of the live read models (the worker's target). A batch statement runs without the transaction's
 * `SET LOCAL search_path`, so its unqualified names resolve through the session's default
 * search_path, which finds public; a rebuild's schema always takes the transaction path.
 */
export const LIVE_SCHEMA = 'public';

/**
 * The happy path's end: the checkpoint move and COMMIT in one round trip (advanceCheckpointAndCommit).
 * Without a checkpoint row (a rebuild's replay) the caller commits.
 */
async function finishAndCommit(client: ClientBase, target: ApplyTarget, stored: GlobalPosition, end: GlobalPosition): Promise<Committed<ApplyOutcome>> {
  const name = target.checkpointName;
  if (name === undefined || end <= stored) return { outcome: await finish(client, target, stored, end), committed: false };
  if (!(await advanceCheckpointAndCommit(client, name, stored, end))) throw new CheckpointMovedError(name);
  return { outcome: { position: end, stored: end }, committed: true };
}

/** Moves the checkpoint row from where it stands (`stored`) to `end`, in the batch's transaction. */
async function finish(client: ClientBase, target: ApplyTarget, stored: GlobalPosition, end: GlobalPosition, failure?: Failure): Promise<ApplyOutcome> {
  if (target.checkpointName === undefined) return { position: end, stored, failure };
  if (end > stored && !(await advanceCheckpoint(client, target.checkpointName, stored, end))) {
    throw new CheckpointMovedError(target.checkpointName);
  }
  if (failure) await markFailed(client, target.checkpointName, failure);
  return { position: end, stored: end > stored ? end : stored, failure };
}

/** What a transaction's work returns: its result, and whether it already sent the COMMIT. */
interface Committed<T> {
  outcome: T;
  committed: boolean;
}

/** BEGIN and the transaction's settings in one round trip (simple query; the schema is quoted). */
async function inBatchTransaction<T>(client: ClientBase, target: ApplyTarget, work: () => Promise<Committed<T>>): Promise<T> {
  await client.query(`BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL search_path TO ${client.escapeIdentifier(target.schema)}`);
  try {
    const { outcome, committed } = await work();
    if (!committed) await client.query('COMMIT');
    return outcome;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function inSavepoint(client: ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query('SAVEPOINT projection_apply');
  try {
    await work();
    await client.query('RELEASE SAVEPOINT projection_apply');
  } catch (error) {
    await client.query('ROLLBACK TO SAVEPOINT projection_apply');
    throw error;
  }
}
