import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../../core/tokens';

/**
 * deal_ops_notes: the texts of the staff's notes on ops actions (erasable; the events keep only
 * the note's id). This is the one writer of the table in the api.
 */
@Injectable()
export class OpsNotesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Inside the deciding transaction, so a note exists exactly when an event refers to it. */
  async insert(client: PoolClient, note: { id: string; dealId: string; authorUserId: string; text: string }): Promise<void> {
    await client.query('INSERT INTO deal_ops_notes (id, deal_id, author_user_id, note) VALUES ($1, $2, $3, $4)', [note.id, note.dealId, note.authorUserId, note.text]);
  }

  /**
   * Erasure (GDPR art. 17): the texts of the notes on the customer's deals, inside the eraser's
   * transaction. The row stays so the timeline can show the action had a note ("Notiz gelöscht").
   */
  async eraseOnDealsOf(client: PoolClient, customerId: string): Promise<void> {
    await client.query(
      'UPDATE deal_ops_notes SET note = NULL, erased_at = now() WHERE erased_at IS NULL AND deal_id IN (SELECT id FROM deals WHERE customer_id = $1)',
      [customerId],
    );
  }

  /** A deal's ops notes by id (texts live here, not in the events); null once erased. */
  async byDeal(dealId: string): Promise<Map<string, string | null>> {
    const { rows } = await this.pool.query<{ id: string; note: string | null }>('SELECT id, note FROM deal_ops_notes WHERE deal_id = $1', [dealId]);
    return new Map(rows.map((r) => [r.id, r.note]));
  }
}
