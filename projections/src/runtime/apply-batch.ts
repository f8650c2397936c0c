import { inTransaction, type GlobalPosition, type RecordedEvent } from '@autoleasing/infra';
import type { ClientBase } from 'pg';
import { planBatch, positionBefore } from './batch-plan';
import { advanceCheckpoint, markFailed, type Failure } from './checkpoint-store';
import type { Projection } from './projection';

export interface ApplyTarget {
  /** Schema the handlers write to through search_path. */
  schema: string;
  /** Checkpoint row to move in the same transaction; omitted during a rebuild's replay. */
  checkpointName?: string;
}

export interface ApplyOutcome {
  /** Where the projection now stands (the last event committed, handled or passed over). */
  position: GlobalPosition;
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
 * before or both as after. When the batch throws, it is retried event by event inside the same
 * transaction (savepoints) to find the failing event: the events before it are committed with
 * the checkpoint just before it, and the failure is recorded in the same commit.
 */
export async function applyBatch(
  client: ClientBase,
  projection: Projection,
  events: readonly RecordedEvent[],
  from: GlobalPosition,
  target: ApplyTarget,
): Promise<ApplyOutcome> {
  const plan = planBatch(projection, events, from);
  if (plan.endPosition === from) return { position: from };

  return inTransaction(client, async () => {
    // Parameterised set_config (third argument true = LOCAL): the setting ends with the transaction.
    await client.query(`SELECT set_config('search_path', $1, true)`, [target.schema]);
    let end = plan.endPosition;
    let failure: Failure | undefined;
    if (plan.handled.length > 0) {
      try {
        await inSavepoint(client, () => projection.apply(plan.handled, client));
      } catch {
        for (const event of plan.handled) {
          try {
            await inSavepoint(client, () => projection.apply([event], client));
          } catch (error) {
            failure = { eventId: event.id, eventType: event.type, position: event.position, error: describeError(error) };
            end = positionBefore(events, event, from);
            break;
          }
        }
      }
    }
    if (target.checkpointName !== undefined) {
      if (end !== from && !(await advanceCheckpoint(client, target.checkpointName, from, end))) {
        throw new CheckpointMovedError(target.checkpointName);
      }
      if (failure) await markFailed(client, target.checkpointName, failure);
    }
    return { position: end, failure };
  });
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
