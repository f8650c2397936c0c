import type { OpsTimelineActor } from '@autoleasing/contracts';
import type { Pool, PoolClient } from 'pg';

type Db = Pick<Pool | PoolClient, 'query'>;

/** The author roles the table allows (its CHECK constraint): the roles of the ops timeline. */
type DealMessageAuthorRole = OpsTimelineActor['role'];

/** A message with its author's display name (null for an erased or unknown user), for the ops thread. */
export interface DealMessageWithAuthor {
  id: string;
  message: string;
  category: string;
  source: string;
  author_role: DealMessageAuthorRole;
  author_name: string | null;
  created_at: Date;
  reply_to: string | null;
}

/** A message as the customer's personal data export lists it. */
export interface ExportedDealMessage {
  id: string;
  deal_id: string;
  author_role: DealMessageAuthorRole;
  message: string;
  category: string;
  source: string;
  reply_to: string | null;
  created_at: Date;
}

const WITH_AUTHOR = `
  SELECT dm.id, dm.message, dm.category, dm.source, dm.author_role, dm.created_at, dm.reply_to,
         COALESCE(NULLIF(concat_ws(' ', u.first_name, u.last_name), ''), NULLIF(u.company_name, ''), u.email) AS author_name
    FROM deal_messages dm LEFT JOIN users u ON u.id = dm.author_user_id AND u.erased_at IS NULL`;

/**
 * The reads of deal_messages (the writes are in deal-message-writer.ts): the one home of the
 * table's SQL. Works on a pool or a transaction's client, like the writer.
 */
export class DealMessagesRepository {
  constructor(private readonly db: Db) {}

  /** A deal's thread, oldest first (index deal_messages (deal_id, created_at)). */
  async threadWithAuthors(dealId: string): Promise<DealMessageWithAuthor[]> {
    const { rows } = await this.db.query<DealMessageWithAuthor>(`${WITH_AUTHOR} WHERE dm.deal_id = $1 ORDER BY dm.created_at, dm.id`, [dealId]);
    return rows;
  }

  /** One message by id, for a caller that knows it exists (it just wrote it). */
  async oneWithAuthor(messageId: string): Promise<DealMessageWithAuthor> {
    const { rows } = await this.db.query<DealMessageWithAuthor>(`${WITH_AUTHOR} WHERE dm.id = $1`, [messageId]);
    return rows[0];
  }

  /** Whether the message exists and belongs to the deal. */
  async isMessageOf(dealId: string, messageId: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM deal_messages WHERE id = $1 AND deal_id = $2', [messageId, dealId]);
    return (rowCount ?? 0) > 0;
  }

  /** GDPR export: the messages on the customer's deals and their own, oldest first. */
  async forCustomerExport(customerId: string): Promise<ExportedDealMessage[]> {
    const { rows } = await this.db.query<ExportedDealMessage>(
      `SELECT id, deal_id, author_role, message, category, source, reply_to, created_at FROM deal_messages
        WHERE deal_id IN (SELECT id FROM deals WHERE customer_id = $1) OR author_user_id = $1 ORDER BY created_at, id`,
      [customerId],
    );
    return rows;
  }
}

/*
 * Fragments for read-model queries that read deal_messages inside one larger SELECT: extracting
 * them into separate queries would split one round trip into two (or one per row), so the caller
 * embeds the SQL, which still lives here.
 */

/**
 * Scalar subquery: the customer messages of the deal `dealId` (an SQL expression, e.g. `d.id`)
 * after its last staff message, as int. Both lookups use deal_messages (deal_id, created_at).
 */
export const unansweredCustomerMessagesSql = (dealId: string): string => `(SELECT count(*)::int FROM deal_messages msg
           WHERE msg.deal_id = ${dealId} AND msg.author_role = 'Customer'
             AND msg.created_at > COALESCE((SELECT max(sm.created_at) FROM deal_messages sm WHERE sm.deal_id = ${dealId} AND sm.author_role IN ('Admin', 'Dealer')), '-infinity')
         )`;

/**
 * The text of messages a projection lists by id (`messageId`, an SQL expression): `join` (an
 * inner JOIN, so a message whose text is gone drops out) goes into the caller's FROM, `text` into
 * its SELECT list.
 */
export const dealMessageTextJoin = (messageId: string): { join: string; text: string } => ({
  join: `JOIN deal_messages dm ON dm.id = ${messageId}`,
  text: 'dm.message',
});
