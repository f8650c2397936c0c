import { berlinCalendarDate, formatOrderNumber } from '@autoleasing/contracts';
import type { DealEvent } from '@autoleasing/domain';
import type { PoolClient } from 'pg';

/**
 * The next order number of the year (Europe/Berlin), drawn in the transaction that places the
 * order: the counter row stays locked until that transaction ends, so concurrent checkouts queue
 * on it and each gets its own number; a refused order rolls its increment back (no gaps).
 */
export async function drawOrderNumber(client: PoolClient, now: Date): Promise<string> {
  const { year } = berlinCalendarDate(now);
  const { rows } = await client.query<{ last_value: number }>(
    `INSERT INTO order_number_counters (year, last_value) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_value = order_number_counters.last_value + 1 RETURNING last_value`,
    [year],
  );
  return formatOrderNumber(year, rows[0].last_value);
}

/** Keeps the placed number in order_numbers (unique: the last guard against a number given twice). */
export async function recordOrderNumber(client: PoolClient, events: readonly DealEvent[]): Promise<void> {
  const placed = events.find((e) => e.type === 'DealOrderPlaced');
  if (placed?.type !== 'DealOrderPlaced') return;
  await client.query('INSERT INTO order_numbers (order_number, deal_id, placed_at) VALUES ($1, $2, $3)', [
    placed.data.orderNumber,
    placed.data.dealId,
    placed.data.placedAt,
  ]);
}
