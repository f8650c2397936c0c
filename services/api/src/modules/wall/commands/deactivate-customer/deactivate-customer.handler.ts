import { notFound } from '@autoleasing/domain';
import { EventOutbox } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerHistory } from '../../accounts/customer-history';
import { SessionStore } from '../../auth/session.store';
import { DeactivateCustomerCommand } from './deactivate-customer.command';

/** Admin: deactivate an account; its sessions end at once. Only staff can reactivate it (reactivate-customer). */
@CommandHandler(DeactivateCustomerCommand)
export class DeactivateCustomerHandler implements ICommandHandler<DeactivateCustomerCommand> {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ customerId, actor }: DeactivateCustomerCommand): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { client } = tx;
      const { rows } = await client.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`, [customerId]);
      if (rows.length === 0) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
      await this.history.record(tx, { type: 'DeactivateAccount', customerId, by: 'staff' }, actor);
      await client.query(`UPDATE users SET deactivated_at = coalesce(deactivated_at, now()), deactivated_by = coalesce(deactivated_by, 'staff'), updated_at = now() WHERE id = $1`, [customerId]);
      await this.sessions.revokeAllOf(customerId, client);
    });
    this.sessions.userChanged(customerId);
  }
}
