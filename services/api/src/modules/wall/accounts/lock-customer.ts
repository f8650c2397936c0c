import { notFound } from '@autoleasing/domain';
import type { PoolClient } from 'pg';

/** Staff commands on a customer account: the live customer's users row, locked until the command's transaction ends; 404 otherwise. */
export async function lockCustomer(client: PoolClient, customerId: string): Promise<void> {
  const { rows } = await client.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`, [customerId]);
  if (rows.length === 0) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
}
