import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountMails } from '../../accounts/account-mails';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { inBackground } from '../../accounts/neutral-mail-request';
import { RequestPasswordRecoveryCommand } from './request-password-recovery.command';

@CommandHandler(RequestPasswordRecoveryCommand)
export class RequestPasswordRecoveryHandler implements ICommandHandler<RequestPasswordRecoveryCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly mails: AccountMails,
  ) {}

  async execute({ email }: RequestPasswordRecoveryCommand): Promise<void> {
    inBackground(async () => {
      const account = await this.accounts.findByEmail(email);
      if (account && !account.deactivatedAt) await this.mails.sendPasswordRecovery(account);
    });
  }
}
