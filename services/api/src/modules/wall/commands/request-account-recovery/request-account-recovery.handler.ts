import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountMails } from '../../accounts/account-mails';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { inBackground } from '../../accounts/neutral-mail-request';
import { RequestAccountRecoveryCommand } from './request-account-recovery.command';

/** /recover-account: a reactivation link, only for an existing, deactivated account. */
@CommandHandler(RequestAccountRecoveryCommand)
export class RequestAccountRecoveryHandler implements ICommandHandler<RequestAccountRecoveryCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly mails: AccountMails,
  ) {}

  async execute({ email }: RequestAccountRecoveryCommand): Promise<void> {
    inBackground(async () => {
      const account = await this.accounts.findByEmail(email);
      if (account?.deactivatedAt) await this.mails.sendReactivation(account);
    });
  }
}
