import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { lockCustomer } from '../../accounts/lock-customer';
import { SessionStore } from '../../auth/session.store';
import { DeactivateCustomerCommand } from './deactivate-customer.command';

/** Admin: deactivate an account; its sessions end at once. Only staff can reactivate it (reactivate-customer). */
@CommandHandler(DeactivateCustomerCommand)
export class DeactivateCustomerHandler implements ICommandHandler<DeactivateCustomerCommand> {
  constructor(
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ customerId, actor }: DeactivateCustomerCommand): Promise<void> {
    await this.history.record({ type: 'DeactivateAccount', customerId, by: 'staff' }, actor, {
      work: (client) => lockCustomer(client, customerId),
      after: async (client) => {
        await this.accounts.deactivate(client, customerId, 'staff');
        await this.sessions.revokeAllOf(customerId, client);
      },
    });
    this.sessions.userChanged(customerId);
  }
}
