import type { PoolClient } from 'pg';

export interface NewDealMessage {
  id: string;
  dealId: string;
  authorUserId: string;
  authorRole: 'Customer' | 'Admin';
  message: string;
  category: string;
  source: string;
  /** The customer message a staff reply answers. */
  replyTo?: string | null;
}

/**
 * The one writer of deal_messages rows, for the customer's messages (checkout and customer area)
 * and staff replies. The texts live here, erasable; the events carry only ids. Runs inside the
 * deciding transaction, so a message exists exactly when its event does. Answers the row's time.
 */
export async function insertDealMessage(client: PoolClient, row: NewDealMessage): Promise<Date> {
  const { rows } = await client.query<{ created_at: Date }>(
    `INSERT INTO deal_messages (id, deal_id, author_user_id, author_role, message, category, source, reply_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING created_at`,
    [row.id, row.dealId, row.authorUserId, row.authorRole, row.message, row.category, row.source, row.replyTo ?? null],
  );
  return rows[0].created_at;
}

/**
 * Erasure (GDPR art. 17): the customer's own messages and every message on their deals (staff
 * replies quote them), inside the eraser's transaction.
 */
export async function eraseDealMessagesOf(client: PoolClient, customerId: string): Promise<void> {
  await client.query('DELETE FROM deal_messages WHERE author_user_id = $1 OR deal_id IN (SELECT id FROM deals WHERE customer_id = $1)', [customerId]);
}
