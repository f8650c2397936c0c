import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { CustomerHistory } from '../../accounts/customer-history';
import { withTransaction } from '../../accounts/transaction';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ReactivateAccountCommand } from './reactivate-account.command';

@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const { userId } = await this.tokens.consume(token, 'reactivate_account', client);
      const { rows } = await client.query<{ role: 'Customer' | 'Dealer' | 'Admin' }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await this.history.record({ type: 'ReactivateAccount', customerId: userId }, { userId, role: rows[0]?.role ?? 'Customer' });
      await client.query('UPDATE users SET deactivated_at = NULL, updated_at = now() WHERE id = $1', [userId]);
    });
  }
}
