import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ConfirmEmailCommand } from './confirm-email.command';

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<{ customerId: string }> {
    // The link names the account, so the stream: looked at first, used up in the command's transaction.
    const { userId } = await this.tokens.inspect(token, 'verify_email');
    await this.history.record({ type: 'VerifyEmail', customerId: userId }, { userId, role: 'Customer' }, {
      work: async (client) => {
        await this.tokens.consume(token, 'verify_email', client);
        await this.accounts.markEmailVerified(client, userId);
      },
    });
    return { customerId: userId };
  }
}
