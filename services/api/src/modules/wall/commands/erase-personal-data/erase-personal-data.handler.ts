import { notFound } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { withTransaction } from '@autoleasing/infra';
import { ErasePersonalDataCommand } from './erase-personal-data.command';

/**
 * Erasure on request (GDPR art. 17): names, address and password go, links, sessions and queued
 * mails to the address go. The row stays with its id, because the customer's events (which hold
 * no personal data) keep referring to it; the event log itself is not touched.
 */
@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

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
      // The address must stay unique and non-null; '!' is no argon2 hash, so no password matches.
      await client.query(
        `UPDATE users SET email = 'geloescht-' || id || '@erased.invalid', password_hash = '!', first_name = NULL, last_name = NULL,
                company_name = NULL, erased_at = now(), deactivated_at = coalesce(deactivated_at, now()), updated_at = now()
          WHERE id = $1`,
        [customerId],
      );
    });
  }
}
