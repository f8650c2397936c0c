import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { CustomerHistory } from '../../accounts/customer-history';
import { withTransaction } from '../../accounts/transaction';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { ConfirmEmailCommand } from './confirm-email.command';

@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly tokens: SingleUseTokens,
    private readonly history: CustomerHistory,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<{ customerId: string }> {
    return withTransaction(this.pool, async (client) => {
      const { userId } = await this.tokens.consume(token, 'verify_email', client);
      await client.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1', [userId]);
      await this.history.record({ type: 'VerifyEmail', customerId: userId }, { userId, role: 'Customer' });
      return { customerId: userId };
    });
  }
}
