import { notFound } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { CustomerHistory } from '../../accounts/customer-history';
import { withTransaction } from '../../accounts/transaction';
import { SessionStore } from '../../auth/session.store';
import { DeactivateCustomerCommand } from './deactivate-customer.command';

/** Admin: deactivate an account; its sessions end at once. It can come back via /recover-account. */
@CommandHandler(DeactivateCustomerCommand)
export class DeactivateCustomerHandler implements ICommandHandler<DeactivateCustomerCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ customerId, actor }: DeactivateCustomerCommand): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const { rows } = await client.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`, [customerId]);
      if (rows.length === 0) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
      await this.history.record({ type: 'DeactivateAccount', customerId }, actor);
      await client.query('UPDATE users SET deactivated_at = coalesce(deactivated_at, now()), updated_at = now() WHERE id = $1', [customerId]);
      await this.sessions.revokeAllOf(customerId, client);
    });
  }
}
