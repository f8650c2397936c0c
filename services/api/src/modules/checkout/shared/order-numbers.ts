import { berlinCalendarDate, formatOrderNumber } from '@autoleasing/contracts';
import { dealDecider, DomainError, type DealCommand, type DealEvent, type DealState } from '@autoleasing/domain';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** Stands in for the number in the dry run: any valid number decides alike. */
const PLACEHOLDER_ORDER_NUMBER = formatOrderNumber(2000, 1);

/**
 * The next order number of the year (Europe/Berlin), from the year's sequence (migration 155):
 * nextval takes no lock that outlives the call and no transaction, so it is drawn before the
 * order's transaction and concurrent checkouts never wait for each other. Draw only for an order
 * that `placesOrder` accepts, so a refused order uses up no number.
 */
export async function drawOrderNumber(db: Pick<Pool, 'query'>, now: Date): Promise<string> {
  const { year } = berlinCalendarDate(now);
  const { rows } = await db.query<{ n: number }>('SELECT next_order_number($1) AS n', [year]);
  return formatOrderNumber(year, rows[0].n);
}

/**
 * Whether the decider, on this state, places the order (a dry run with a stand-in number): an
 * order it refuses, or one placed before, draws no number.
 */
export function placesOrder(command: Extract<DealCommand, { type: 'RequestCustomerState' }>, state: DealState, now: Date): boolean {
  try {
    const events = dealDecider.decide({ ...command, orderNumber: PLACEHOLDER_ORDER_NUMBER }, state, { now, newId: randomUUID });
    return events.some((e) => e.type === 'DealOrderPlaced');
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/**
 * Keeps the number an order placed in order_numbers (unique: the last guard against a number given
 * twice), as SQL for the command's `writes`: it commits with the order's event in the same round
 * trip. Empty when the decision placed no order.
 */
export function orderNumberStatement(client: Pick<PoolClient, 'escapeLiteral'>, events: readonly DealEvent[]): string {
  const placed = events.find((e) => e.type === 'DealOrderPlaced');
  if (placed?.type !== 'DealOrderPlaced') return '';
  const { orderNumber, dealId, placedAt } = placed.data;
  return `INSERT INTO order_numbers (order_number, deal_id, placed_at) VALUES (${[orderNumber, dealId, placedAt].map((v) => client.escapeLiteral(v)).join(', ')})`;
}
