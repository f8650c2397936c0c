import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountMails } from '../../accounts/account-mails';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { inBackground } from '../../accounts/neutral-mail-request';
import { MailQuota } from '../../mail/mail-quota';
import { RequestPasswordRecoveryCommand } from './request-password-recovery.command';

@CommandHandler(RequestPasswordRecoveryCommand)
export class RequestPasswordRecoveryHandler implements ICommandHandler<RequestPasswordRecoveryCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly mails: AccountMails,
    private readonly quota: MailQuota,
  ) {}

  async execute({ email }: RequestPasswordRecoveryCommand): Promise<void> {
    inBackground(async () => {
      const account = await this.accounts.findByEmail(email);
      if (!account || account.deactivatedAt) return;
      if (await this.quota.take('password_recovery', email)) await this.mails.sendPasswordRecovery(account);
    });
  }
}
