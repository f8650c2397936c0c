import { createHash } from 'node:crypto';
import type { JobActor, DiscountTableColumns } from '@autoleasing/contracts';
import { discountTableDecider, discountTableStreamId, DomainError, type BulkRowInput, type DiscountScope, type DiscountTableCommand, type DiscountTableEvent, type DiscountTableState } from '@autoleasing/domain';
import { redecideAfterLostRace, type EventStore, type NewEvent } from '@autoleasing/infra';
import { UnrecoverableError } from 'bullmq';
import type { Pool } from 'pg';
import { BulkTableState } from './bulk-table-state';

/** Rows per event: one append of ~500 rows is small enough for the event store and the projections' batches. */
export const DISCOUNT_BATCH_ROWS = 500;

export interface BulkRun {
  kind: 'update_all' | 'copy';
  scope: DiscountScope;
  operationId: string;
  columns: DiscountTableColumns;
  sourceScope?: { customerGroup: DiscountScope['customerGroup']; bankId: string };
  rows: readonly BulkRowInput[];
  actor: JobActor;
  correlationId: string;
  /** The job's id: the cause of every event it writes. */
  causationId: string;
  onProgress: (percent: number) => Promise<void>;
  /** Called after each batch's append (tests stop the worker here). */
  afterBatch?: (batchIndex: number) => Promise<void>;
}

/**
 * A uuid that names its content: the operation and the rows of one batch event. A retried batch
 * re-decides on the current table (the decider skips every row the operation already wrote), so
 * the same id can only ever stand for the same rows of the same operation.
 */
export function bulkEventId(operationId: string, carModelIds: readonly string[], index: number): string {
  const hex = createHash('sha256').update(`${operationId}|${index}|${carModelIds.join(',')}`).digest('hex');
  // RFC 4122 layout, version 8 (custom), variant 10.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The table folded once per job and kept up to date from the stream's tail: a table of 10,000
 * rows holds many events, and reading and folding all of them again for each of 20 batches
 * would cost more than the batches themselves (the api's DiscountTableStore does the same).
 */
class FoldedTable {
  private readonly state = new BulkTableState();
  private revision: bigint | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly streamId: string,
  ) {}

  async current(): Promise<{ state: DiscountTableState; revision: bigint | null }> {
    const tail = await this.eventStore.readStream(this.streamId, this.revision === null ? {} : { from: this.revision + 1n });
    for (const event of tail) this.state.apply({ type: event.type, data: event.data } as DiscountTableEvent);
    if (tail.length) this.revision = tail[tail.length - 1].revision;
    return { state: this.state.view(), revision: this.revision };
  }
}

/**
 * Runs update_all or copy through the command path (docs/adr/0006-one-command-path.md: fold,
 * decide, append with the expected revision under the stream's lock, re-decide after a lost race
 * as the one retry policy says; the api's saves of the same table take that lock too) in batches
 * of DISCOUNT_BATCH_ROWS rows: each
 * batch is one event carrying the operation id. A run that dies halfway is simply run again: the
 * decider remembers per operation which rows it wrote and decides nothing for them, so every row
 * changes at most once per operation whatever the number of attempts. Cell values the rules
 * reject fail the job for good (retrying cannot help).
 */
export async function runDiscountBatches(eventStore: EventStore, pool: Pool, run: BulkRun): Promise<BulkOutcome> {
  const table = new FoldedTable(eventStore, discountTableStreamId(run.scope));
  // Whether an earlier attempt of this operation already wrote rows (then only its events tell how many cells it changed).
  const written = (await table.current()).state.operations.get(run.operationId);
  const earlierAttempts = (written?.size ?? 0) > 0;
  let appendedCells = 0;
  const batches = Math.ceil(run.rows.length / DISCOUNT_BATCH_ROWS);
  // A resumed run shows at once how far the earlier attempts got, and never less after that: its
  // first batches are the ones already written (nothing to decide), so the bar does not go back.
  const resumedAt = earlierAttempts && run.rows.length > 0 ? Math.floor((run.rows.filter((r) => written!.has(r.carModelId)).length / run.rows.length) * 100) : 0;
  if (resumedAt > 0) await run.onProgress(resumedAt);
  for (let batch = 0; batch < batches; batch++) {
    const rows = run.rows.slice(batch * DISCOUNT_BATCH_ROWS, (batch + 1) * DISCOUNT_BATCH_ROWS);
    const command: DiscountTableCommand =
      run.kind === 'copy'
        ? { type: 'CopyDiscounts', scope: run.scope, operationId: run.operationId, sourceScope: run.sourceScope!, columns: run.columns, rows: [...rows] }
        : { type: 'BulkUpdateDiscounts', scope: run.scope, operationId: run.operationId, columns: run.columns, rows: [...rows] };
    appendedCells += await decideAndAppend({ eventStore, pool, table }, command, run, rows.map((r) => r.carModelId));
    await run.onProgress(Math.max(resumedAt, Math.floor(((batch + 1) / batches) * 100)));
    await run.afterBatch?.(batch);
  }
  return { appendedCells, earlierAttempts };
}

export interface BulkOutcome {
  /** Cells changed by the events this run appended. */
  appendedCells: number;
  /** An earlier attempt of the operation had written rows before this run started. */
  earlierAttempts: boolean;
}

/**
 * Cells the operation changed over all attempts. A first attempt knows them from its own appends;
 * after a retry only the stream can tell, so it is read (the whole stream: seconds for a table
 * with many bulk updates, which is why the first attempt does not).
 */
export async function operationChangedCells(eventStore: EventStore, scope: DiscountScope, operationId: string, outcome: BulkOutcome): Promise<number> {
  return outcome.earlierAttempts ? changedCellsOf(eventStore, scope, operationId) : outcome.appendedCells;
}

/** Cells changed by a batch's bulk events (as changedCellsOf counts them). */
function cellsOf(events: readonly DiscountTableEvent[]): number {
  let cells = 0;
  for (const event of events) if (event.type === 'DiscountsBulkUpdated' || event.type === 'DiscountsCopied') for (const row of event.data.rows) cells += row.changes.length;
  return cells;
}

/** Where a batch is decided (the folded table) and appended (the store, under the stream's lock in `pool`'s database). */
interface BatchTarget {
  eventStore: EventStore;
  pool: Pool;
  table: FoldedTable;
}

/**
 * Decides and appends one batch; answers the cells its events changed. The table's tail is read
 * before each decision, so a batch that lost a race (a dealer saved meanwhile) is decided again
 * on the table with that save (redecideAfterLostRace; then the job fails and BullMQ retries it).
 */
async function decideAndAppend({ eventStore, pool, table }: BatchTarget, command: DiscountTableCommand, run: BulkRun, carModelIds: string[]): Promise<number> {
  const streamId = discountTableStreamId(run.scope);
  return redecideAfterLostRace(async () => {
    const { state, revision } = await table.current();
    const now = new Date();
    let decided: DiscountTableEvent[];
    try {
      decided = discountTableDecider.decide(command, state, { now, newId: () => bulkEventId(run.operationId, carModelIds, 0) });
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'rule') throw new UnrecoverableError(`${error.code}: ${error.message}`);
      throw error;
    }
    if (decided.length === 0) return 0;
    const events: NewEvent[] = decided.map((event, index) => ({
      id: bulkEventId(run.operationId, carModelIds, index),
      type: event.type,
      data: event.data,
      metadata: { actor: run.actor, correlationId: run.correlationId, causationId: run.causationId, occurredAt: now.toISOString() },
    }));
    await eventStore.appendWithRows(pool, streamId, events, { expectedRevision: revision === null ? 'no_stream' : revision });
    return cellsOf(decided);
  });
}

/** Cells the operation changed, over all attempts: counted from its events in the table's stream. */
export async function changedCellsOf(eventStore: EventStore, scope: DiscountScope, operationId: string): Promise<number> {
  const events = await eventStore.readStream(discountTableStreamId(scope));
  let cells = 0;
  for (const event of events) {
    const data = event.data as { operationId?: string; rows?: { changes: unknown[] }[] };
    if ((event.type === 'DiscountsBulkUpdated' || event.type === 'DiscountsCopied') && data.operationId === operationId) {
      for (const row of data.rows ?? []) cells += row.changes.length;
    }
  }
  return cells;
}
