import { collectedDiscountLabels, type JobResult, type DiscountTableColumns } from '@autoleasing/contracts';
import { discountLayoutDecider, discountLayoutStreamId, discountTableDecider, discountTableStreamId, copyableRows, fold, type BulkRowInput, type DiscountLayoutEvent, type DiscountScope, type DiscountTableEvent } from '@autoleasing/domain';
import type { EventStore, JobEnvelope } from '@autoleasing/infra';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import { updateAllTargets } from './discount-targets';
import { operationChangedCells, runDiscountBatches, type BulkRun } from './run-discount-batches';
import { updateAllAdds, updateAllCells } from './update-all-cells';

export interface DiscountProcessorOptions {
  /** Test hook: runs after each appended batch. */
  afterBatch?: (job: Job, batchIndex: number) => Promise<void>;
}

/** The scope's columns from the source of truth (the layout stream), not from a read model that may lag. */
async function scopeColumns(eventStore: EventStore, pool: Pool, dealerId: string, manufacturerId: string): Promise<DiscountTableColumns> {
  const layout = await eventStore.readStream(discountLayoutStreamId(dealerId, manufacturerId));
  const state = fold(discountLayoutDecider, layout.map((e) => ({ type: e.type, data: e.data }) as DiscountLayoutEvent));
  const { rows } = await pool.query<{ slug: string }>('SELECT slug FROM manufacturers WHERE id = $1', [manufacturerId]);
  return { additionalDiscounts: state.numberAdditionalDiscounts, collectedDiscounts: collectedDiscountLabels(rows[0]?.slug ?? '').length };
}

function progressReporter(job: Job) {
  let last = -1;
  return async (percent: number) => {
    if (percent === last) return;
    last = percent;
    await job.updateProgress(percent);
  };
}

/** discounts.update_all: one cell (or the collected discounts, or the confirmation) into every matching row. */
export function discountsUpdateAllProcessor(pool: Pool, eventStore: EventStore, options: DiscountProcessorOptions = {}) {
  return async (job: Job<JobEnvelope<'discounts.update_all'>>): Promise<JobResult<'discounts.update_all'>> => {
    const started = Date.now();
    const { operationId, dealerId, actor, request } = job.data.payload;
    const scope: DiscountScope = { dealerId, customerGroup: request.customer_group, bankId: request.bank_id, manufacturerId: request.manufacturer_id };
    const columns = await scopeColumns(eventStore, pool, dealerId, scope.manufacturerId);
    const cells = updateAllCells(request.discount, columns.collectedDiscounts);
    const add = updateAllAdds(request.discount);
    const targets = await updateAllTargets(pool, scope, request.filters, request.exclude_car_model_ids);
    const run: BulkRun = {
      kind: 'update_all',
      scope,
      operationId,
      columns,
      rows: targets.map((carModelId) => (add ? { carModelId, cells, add } : { carModelId, cells })),
      actor,
      correlationId: job.data.correlationId,
      causationId: job.id ?? operationId,
      onProgress: progressReporter(job),
      afterBatch: options.afterBatch && ((index) => options.afterBatch!(job, index)),
    };
    const outcome = await runDiscountBatches(eventStore, pool, run);
    return { rows: targets.length, changedCells: await operationChangedCells(eventStore, scope, operationId, outcome), durationMs: Date.now() - started };
  };
}

/**
 * discounts.copy: the rows of another customer group and bank of the same dealer and brand into
 * this table. The source is read from its stream (the source of truth, not a read model that may
 * lag); every cell the source holds is copied except the confirmation, which belongs to a table.
 */
export function discountsCopyProcessor(pool: Pool, eventStore: EventStore, options: DiscountProcessorOptions = {}) {
  return async (job: Job<JobEnvelope<'discounts.copy'>>): Promise<JobResult<'discounts.copy'>> => {
    const started = Date.now();
    const { operationId, dealerId, actor, request } = job.data.payload;
    const scope: DiscountScope = { dealerId, customerGroup: request.customer_group, bankId: request.bank_id, manufacturerId: request.manufacturer_id };
    const sourceScope = { customerGroup: request.source_scope.customer_group, bankId: request.source_scope.bank_id };
    const columns = await scopeColumns(eventStore, pool, dealerId, scope.manufacturerId);
    const rows = await sourceRows(eventStore, { ...scope, ...sourceScope }, columns);
    const outcome = await runDiscountBatches(eventStore, pool, {
      kind: 'copy',
      scope,
      operationId,
      columns,
      sourceScope,
      rows,
      actor,
      correlationId: job.data.correlationId,
      causationId: job.id ?? operationId,
      onProgress: progressReporter(job),
      afterBatch: options.afterBatch && ((index) => options.afterBatch!(job, index)),
    });
    return { rows: rows.length, changedCells: await operationChangedCells(eventStore, scope, operationId, outcome), durationMs: Date.now() - started };
  };
}

async function sourceRows(eventStore: EventStore, source: DiscountScope, columns: DiscountTableColumns): Promise<BulkRowInput[]> {
  const events = await eventStore.readStream(discountTableStreamId(source));
  return copyableRows(fold(discountTableDecider, events.map((e) => ({ type: e.type, data: e.data }) as DiscountTableEvent)), columns);
}
