import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerHistory } from '../../accounts/customer-history';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ConfirmEmailCommand } from './confirm-email.command';

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<{ customerId: string }> {
    // The link names the account, so the stream: looked at first, used up in the command's transaction.
    const { userId } = await this.tokens.inspect(token, 'verify_email');
    await this.history.record({ type: 'VerifyEmail', customerId: userId }, { userId, role: 'Customer' }, {
      work: async (client) => {
        await this.tokens.consume(token, 'verify_email', client);
        await client.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1', [userId]);
      },
    });
    return { customerId: userId };
  }
}
