import { notFound } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { SessionStore } from '../../auth/session.store';
import { DocumentsRepository, withTransaction } from '@autoleasing/infra';
import { ErasePersonalDataCommand } from './erase-personal-data.command';

/** Checkout details tables (one per kind of spec 7.5): personal data, deleted on erasure. */
const CHECKOUT_DETAILS_TABLES = [
  'customer_private_personal_details',
  'customer_private_banking_details',
  'customer_business_company_manager_details',
  'customer_business_company_details',
  'customer_business_personal_details',
] as const;

/**
 * Erasure on request (GDPR art. 17): names, address and password go, links, sessions and queued
 * mails to the address go, messages on their deals (theirs and staff replies) go, staff notes on their deals are blanked. The row stays with its id, because the customer's events (which hold
 * no personal data) keep referring to it; the event log itself is not touched.
 */
@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ customerId }: ErasePersonalDataCommand): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ email: string }>(
        `SELECT email FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`,
        [customerId],
      );
      if (rows.length === 0) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
      await client.query('DELETE FROM mail_outbox WHERE lower(recipient) = lower($1)', [rows[0].email]);
      await client.query('DELETE FROM wall_tokens WHERE user_id = $1', [customerId]);
      await client.query('DELETE FROM sessions WHERE user_id = $1', [customerId]);
      // Documents: removed with their names at once; the documents sweeper deletes the files.
      await new DocumentsRepository(client).eraseOwnedBy(customerId);
      // Checkout: the details of every step and the texts of the customer's deal messages — their
      // own and the staff replies on their deals, which may quote them (the events keep only ids).
      for (const table of CHECKOUT_DETAILS_TABLES) await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [customerId]);
      await client.query('DELETE FROM deal_messages WHERE author_user_id = $1 OR deal_id IN (SELECT id FROM deals WHERE customer_id = $1)', [customerId]);
      // Staff notes on the customer's deals may name them: blanked, the row stays so the timeline
      // can show the action had a note ("Notiz gelöscht").
      await client.query(
        'UPDATE deal_ops_notes SET note = NULL, erased_at = now() WHERE erased_at IS NULL AND deal_id IN (SELECT id FROM deals WHERE customer_id = $1)',
        [customerId],
      );
      // The address must stay unique and non-null; '!' is no argon2 hash, so no password matches.
      await client.query(
        `UPDATE users SET email = 'geloescht-' || id || '@erased.invalid', password_hash = '!', first_name = NULL, last_name = NULL,
                company_name = NULL, erased_at = now(), deactivated_at = coalesce(deactivated_at, now()), updated_at = now()
          WHERE id = $1`,
        [customerId],
      );
    });
    this.sessions.userChanged(customerId);
  }
}
