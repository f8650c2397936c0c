/**
 * Issue 21 figures of the discounts benchmark: a relative update_all ('+0,25 Prozentpunkte' on the
 * base discount) over 2,000 car models, from the request to the offer prices updated (goal ≤ 3 s).
 * The bench brand has 10,000 models in 40 series of 250; 8 series are the 2,000 rows of the issue's
 * "brand with 2,000 car models". Starts the built worker in its own process, as `npm start` does.
 */
import type { Pool } from 'pg';
import { runUpdateAllUntilPriced, startWorker, stopWorker, type UpdateAllBenchInput, type UpdateAllTimings } from './discounts-update-all';

/** 8 of the bench brand's 40 series: 2,000 car models. */
export const SERIES_OF_2000_MODELS = 8;

export interface RelativeUpdateFigures extends Omit<UpdateAllTimings, 'since'> {
  rows: number;
  changedRows: number;
  goalSeconds: number;
  met: boolean;
}

async function baseDiscountSum(pool: Pool, input: UpdateAllBenchInput, series: string[]): Promise<{ rows: number; filled: number; sum: number; max: number }> {
  const { scope } = input;
  const { rows } = await pool.query<{ rows: number; filled: number; sum: string | null; max: number | null }>(
    `SELECT count(*)::int AS rows, count(r.base_discount)::int AS filled, sum(r.base_discount) AS sum, max(r.base_discount) AS max
       FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id
       LEFT JOIN dealer_discount_rows r ON r.dealer_id = $1 AND r.customer_group = $2 AND r.bank_id = $3 AND r.manufacturer_id = cm.manufacturer_id AND r.car_model_id = cm.id
      WHERE cm.manufacturer_id = $4 AND cs.name = ANY($5::text[])`,
    [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, series],
  );
  return { rows: rows[0].rows, filled: rows[0].filled, sum: Number(rows[0].sum ?? 0), max: rows[0].max ?? 0 };
}

export async function measureRelativeUpdate(input: UpdateAllBenchInput & { seriesNames: string[] }): Promise<RelativeUpdateFigures> {
  const series = input.seriesNames.slice(0, SERIES_OF_2000_MODELS);
  const before = await baseDiscountSum(input.pool, input, series);
  // Up while there is room, down otherwise: every row stays in range, run after run.
  const add = before.max + 25 <= 9999 ? 0.25 : -0.25;
  const worker = await startWorker(input.databaseUrl);
  try {
    const body = {
      customer_group: input.scope.customerGroup,
      bank_id: input.scope.bankId,
      manufacturer_id: input.scope.manufacturerId,
      filters: { car_series: series },
      exclude_car_model_ids: [],
      discount: { field: 'base_discount', add },
    };
    const { acceptedSeconds, jobSeconds, readModelSeconds, offerPricesSeconds } = await runUpdateAllUntilPriced(input, body);
    const timings = { acceptedSeconds, jobSeconds, readModelSeconds, offerPricesSeconds };
    // The figures count only if the work is really there: every filled row moved by the add.
    const after = await baseDiscountSum(input.pool, input, series);
    if (after.sum - before.sum !== Math.round(add * 100) * before.filled) {
      throw new Error(`relative update_all moved the base discounts by ${after.sum - before.sum}, expected ${Math.round(add * 100) * before.filled}`);
    }
    input.log(`relative update_all over ${before.rows} rows: offer prices after ${timings.offerPricesSeconds.toFixed(2)} s`);
    const total = Math.max(timings.readModelSeconds, timings.offerPricesSeconds);
    return { ...timings, rows: before.rows, changedRows: before.filled, goalSeconds: 3, met: total <= 3 };
  } finally {
    await stopWorker(worker);
  }
}

/** The bench's line for the relative update_all. */
export function describeRelative(relative: RelativeUpdateFigures): string {
  return (
    `relative update_all (+/-0,25 points) ${relative.rows} rows (${relative.changedRows} changed): 202 after ${relative.acceptedSeconds.toFixed(3)} s, job done ${relative.jobSeconds.toFixed(2)} s, ` +
    `read model ${relative.readModelSeconds.toFixed(2)} s, offer prices ${relative.offerPricesSeconds.toFixed(2)} s (goal ≤ ${relative.goalSeconds} s: ${relative.met ? 'yes' : 'NO'})`
  );
}

/** Pages of 100 rows sorted by discount sum, both ways, over the 2,000 models of 8 series. */
export function sortedPagePaths(main: string, seriesNames: string[]): string[] {
  const filter = `&car_series=${seriesNames.slice(0, SERIES_OF_2000_MODELS).map(encodeURIComponent).join(',')}`;
  const paths: string[] = [];
  for (const direction of ['desc', 'asc']) for (let page = 1; page <= 20; page++) paths.push(`${main}${filter}&sort=discount_sum&sort_direction=${direction}&per_page=100&page=${page}`);
  return paths;
}
