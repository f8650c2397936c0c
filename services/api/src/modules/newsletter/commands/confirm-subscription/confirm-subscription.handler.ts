import { badRequest } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NewsletterRepository } from '../../shared/newsletter.repository';
import { ConfirmSubscriptionCommand } from './confirm-subscription.command';

@CommandHandler(ConfirmSubscriptionCommand)
export class ConfirmSubscriptionHandler implements ICommandHandler<ConfirmSubscriptionCommand> {
  constructor(private readonly subscriptions: NewsletterRepository) {}

  async execute({ token }: ConfirmSubscriptionCommand): Promise<void> {
    const result = await this.subscriptions.confirm(token);
    if (result === 'expired') throw badRequest('token_expired', 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut zum Newsletter an.');
    if (result === 'invalid') throw badRequest('token_invalid', 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.');
  }
}
