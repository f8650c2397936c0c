import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ReactivateAccountCommand } from './reactivate-account.command';

@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand> {
  constructor(
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<void> {
    // The link names the account, so the stream: looked at first, used up in the command's transaction.
    const { userId } = await this.tokens.inspect(token, 'reactivate_account');
    const role = (await this.accounts.findById(userId))?.role ?? 'Customer';
    await this.history.record({ type: 'ReactivateAccount', customerId: userId, by: 'self' }, { userId, role }, {
      work: async (client) => {
        await this.tokens.consume(token, 'reactivate_account', client);
        await this.accounts.lockRow(client, userId);
      },
      after: (client) => this.accounts.reactivate(client, userId),
    });
  }
}
