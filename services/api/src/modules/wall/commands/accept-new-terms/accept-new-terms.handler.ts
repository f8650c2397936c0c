import { TERMS_VERSION } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { actorOf } from '../../auth/authentication.guard';
import { SessionStore } from '../../auth/session.store';
import { AcceptNewTermsCommand } from './accept-new-terms.command';

/** The current terms version: the users row's accepted_tnc_at and CustomerTermsAccepted commit together. */
@CommandHandler(AcceptNewTermsCommand)
export class AcceptNewTermsHandler implements ICommandHandler<AcceptNewTermsCommand> {
  constructor(
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ session }: AcceptNewTermsCommand): Promise<void> {
    await this.history.record({ type: 'AcceptTerms', customerId: session.userId, termsVersion: TERMS_VERSION }, actorOf(session), {
      after: (client) => this.accounts.markTermsAccepted(client, session.userId),
    });
    // The next request must pass the terms gate, even if it beats the notification.
    this.sessions.userChanged(session.userId);
  }
}
