import { EventOutbox } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerHistory } from '../../accounts/customer-history';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ReactivateAccountCommand } from './reactivate-account.command';

@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand> {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { client } = tx;
      const { userId } = await this.tokens.consume(token, 'reactivate_account', client);
      const { rows } = await client.query<{ role: 'Customer' | 'Dealer' | 'Admin' }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await this.history.record(tx, { type: 'ReactivateAccount', customerId: userId, by: 'self' }, { userId, role: rows[0]?.role ?? 'Customer' });
      await client.query('UPDATE users SET deactivated_at = NULL, deactivated_by = NULL, updated_at = now() WHERE id = $1', [userId]);
    });
  }
}
