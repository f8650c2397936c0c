import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountMails } from '../../accounts/account-mails';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { inBackground } from '../../accounts/neutral-mail-request';
import { MailQuota } from '../../mail/mail-quota';
import { ResendConfirmationCommand } from './resend-confirmation.command';

/** A new verification link, only for an existing account that is not yet verified. */
@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly mails: AccountMails,
    private readonly quota: MailQuota,
  ) {}

  async execute({ email, redirectUrl }: ResendConfirmationCommand): Promise<void> {
    inBackground(async () => {
      const account = await this.accounts.findByEmail(email);
      if (!account || account.emailVerifiedAt || account.deactivatedAt) return;
      if (await this.quota.take('resend_confirmation', email)) await this.mails.sendVerification(account, redirectUrl);
    });
  }
}
