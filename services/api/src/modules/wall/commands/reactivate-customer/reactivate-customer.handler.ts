import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { lockCustomer } from '../../accounts/lock-customer';
import { SessionStore } from '../../auth/session.store';
import { ReactivateCustomerCommand } from './reactivate-customer.command';

/** Admin: reopen a deactivated account, also one staff closed (which its owner cannot reopen by mail). */
@CommandHandler(ReactivateCustomerCommand)
export class ReactivateCustomerHandler implements ICommandHandler<ReactivateCustomerCommand> {
  constructor(
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ customerId, actor }: ReactivateCustomerCommand): Promise<void> {
    // The decider refuses an account that is not deactivated (409 account_not_deactivated).
    await this.history.record({ type: 'ReactivateAccount', customerId, by: 'staff' }, actor, {
      work: (client) => lockCustomer(client, customerId),
      after: (client) => this.accounts.reactivate(client, customerId),
    });
    this.sessions.userChanged(customerId);
  }
}
