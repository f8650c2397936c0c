import { TERMS_VERSION } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { CustomerHistory } from '../../accounts/customer-history';
import { actorOf } from '../../auth/authentication.guard';
import { AcceptTermsCommand } from './give-consent.command';

@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly history: CustomerHistory,
  ) {}

  async execute({ session }: AcceptTermsCommand): Promise<void> {
    await this.history.record({ type: 'AcceptTerms', customerId: session.userId, termsVersion: TERMS_VERSION }, actorOf(session));
    await this.pool.query('UPDATE users SET accepted_tnc_at = now(), updated_at = now() WHERE id = $1', [session.userId]);
  }
}
