import { TERMS_VERSION } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CustomerHistory } from '../../accounts/customer-history';
import { actorOf } from '../../auth/authentication.guard';
import { SessionStore } from '../../auth/session.store';
import { AcceptTermsCommand } from './give-consent.command';

/** The users row's accepted_tnc_at and the CustomerTermsAccepted event commit together. */
@CommandHandler(AcceptTermsCommand)
export class AcceptTermsHandler implements ICommandHandler<AcceptTermsCommand> {
  constructor(
    private readonly history: CustomerHistory,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ session }: AcceptTermsCommand): Promise<void> {
    await this.history.record({ type: 'AcceptTerms', customerId: session.userId, termsVersion: TERMS_VERSION }, actorOf(session), {
      after: async (client) => {
        await client.query('UPDATE users SET accepted_tnc_at = now(), updated_at = now() WHERE id = $1', [session.userId]);
      },
    });
    // The next request must pass the terms gate, even if it beats the notification.
    this.sessions.userChanged(session.userId);
  }
}
