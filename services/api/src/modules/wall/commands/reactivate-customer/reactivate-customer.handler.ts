import { notFound } from '@autoleasing/domain';
import { EventOutbox } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerHistory } from '../../accounts/customer-history';
import { SessionStore } from '../../auth/session.store';
import { ReactivateCustomerCommand } from './reactivate-customer.command';

/** Admin: reopen a deactivated account, also one staff closed (which its owner cannot reopen by mail). */
@CommandHandler(ReactivateCustomerCommand)
export class ReactivateCustomerHandler implements ICommandHandler<ReactivateCustomerCommand> {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ customerId, actor }: ReactivateCustomerCommand): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { client } = tx;
      const { rows } = await client.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`, [customerId]);
      if (rows.length === 0) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
      // The decider refuses an account that is not deactivated (409 account_not_deactivated).
      await this.history.record(tx, { type: 'ReactivateAccount', customerId, by: 'staff' }, actor);
      await client.query('UPDATE users SET deactivated_at = NULL, deactivated_by = NULL, updated_at = now() WHERE id = $1', [customerId]);
    });
    this.sessions.userChanged(customerId);
  }
}
