import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountMails } from '../../accounts/account-mails';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { inBackground } from '../../accounts/neutral-mail-request';
import { MailQuota } from '../../mail/mail-quota';
import { RequestAccountRecoveryCommand } from './request-account-recovery.command';

/**
 * /recover-account: a reactivation link, only for an account its owner closed himself. One our
 * staff deactivated stays closed until staff reactivate it (issue 20, item 7); the answer is the same.
 */
@CommandHandler(RequestAccountRecoveryCommand)
export class RequestAccountRecoveryHandler implements ICommandHandler<RequestAccountRecoveryCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly mails: AccountMails,
    private readonly quota: MailQuota,
  ) {}

  async execute({ email }: RequestAccountRecoveryCommand): Promise<void> {
    inBackground(async () => {
      const account = await this.accounts.findByEmail(email);
      if (!account?.deactivatedAt || account.deactivatedBy === 'staff') return;
      if (await this.quota.take('account_recovery', email)) await this.mails.sendReactivation(account);
    });
  }
}
