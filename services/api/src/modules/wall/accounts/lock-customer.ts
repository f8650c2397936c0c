import { customerNotFound } from '@autoleasing/domain';
import type { PoolClient } from 'pg';

/**
 * Staff commands on a customer account and the eraser: the live customer's users row, locked until
 * the command's transaction ends, with its address; 404 otherwise.
 */
export async function lockCustomer(client: PoolClient, customerId: string): Promise<{ email: string }> {
  const { rows } = await client.query<{ email: string }>(`SELECT email FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`, [customerId]);
  if (rows.length === 0) throw customerNotFound();
  return rows[0];
}
