import { EventOutbox } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerHistory } from '../../accounts/customer-history';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ConfirmEmailCommand } from './confirm-email.command';

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<{ customerId: string }> {
    return this.outbox.transaction(async (tx) => {
      const { client } = tx;
      const { userId } = await this.tokens.consume(token, 'verify_email', client);
      await client.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1', [userId]);
      await this.history.record(tx, { type: 'VerifyEmail', customerId: userId }, { userId, role: 'Customer' });
      return { customerId: userId };
    });
  }
}
