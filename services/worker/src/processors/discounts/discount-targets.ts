import type { DiscountFilters } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import type { Pool } from 'pg';

/**
 * The rows of a scope that update_all changes: every car model of the brand (a model without
 * events is a data_missing row, as the table shows it) that matches the table's filters, minus the
 * excluded ids. Ordered by id, so the batches of a run and of its retry are cut the same way.
 */
export async function updateAllTargets(pool: Pool, scope: DiscountScope, filters: DiscountFilters | undefined, excluded: readonly string[]): Promise<string[]> {
  const params: unknown[] = [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, [...excluded]];
  const where = ['cm.manufacturer_id = $4', 'NOT (cm.id = ANY($5::uuid[]))'];
  const anyOf = (column: string, values: readonly string[] | undefined) => {
    if (values?.length) where.push(`${column} = ANY($${params.push([...values])}::text[])`);
  };
  anyOf('cs.name', filters?.car_series);
  anyOf('cm.trim_level', filters?.trim_level);
  anyOf('cm.fuel_type', filters?.fuel_type);
  anyOf('cm.gear_type', filters?.gear_type);
  anyOf('cm.body_type', filters?.body_type);
  anyOf(`COALESCE(r.state, 'data_missing')`, filters?.state);
  const search = filters?.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const p = params.push(pattern);
    where.push(`(cs.name ILIKE $${p} OR cm.name ILIKE $${p} OR cm.vehicle_order_code ILIKE $${p})`);
  }
  const { rows } = await pool.query<{ id: string }>(
    `SELECT cm.id FROM car_models cm JOIN car_series cs ON cs.id = cm.car_series_id
       LEFT JOIN dealer_discount_rows r ON r.dealer_id = $1 AND r.customer_group = $2 AND r.bank_id = $3 AND r.manufacturer_id = $4 AND r.car_model_id = cm.id
      WHERE ${where.join(' AND ')} ORDER BY cm.id`,
    params,
  );
  return rows.map((r) => r.id);
}
