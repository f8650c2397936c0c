import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashSecret } from '@autoleasing/infra';
import { AccountMails } from '../../accounts/account-mails';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { inBackground } from '../../accounts/neutral-mail-request';
import { PasswordPolicy } from '../../auth/password-policy';
import { Mailer } from '../../mail/mailer';
import type { MailMessage } from '../../mail/mail-templates';
import { MailQuota } from '../../mail/mail-quota';
import { RegisterCommand } from './register.command';

/**
 * Personal data goes to the users table, the fact "registered" to the customer's stream, in one
 * command (CustomerHistory): a failed commit stores neither, so no half account remains.
 *
 * A taken address answers exactly like a new one (a fresh id, 201) and nothing is stored; the
 * owner gets a mail instead, so the form reveals no account (issue 20, item 5).
 */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    private readonly history: CustomerHistory,
    private readonly accounts: AccountsRepository,
    private readonly mails: AccountMails,
    private readonly mailer: Mailer,
    private readonly passwords: PasswordPolicy,
    private readonly quota: MailQuota,
  ) {}

  async execute({ data }: RegisterCommand): Promise<{ customerId: string }> {
    const email = data.email.trim();
    this.passwords.assertAcceptable(data.password, { email, firstName: data.firstName, lastName: data.lastName, companyName: data.companyName });
    const customerId = randomUUID();
    const passwordHash = await hashSecret(data.password);
    const prepared: { mail?: MailMessage } = {};
    // Registered only when the address is new: the insert settles whether there is anything to record.
    await this.history.recordFromWork(
      customerId,
      async (client) => {
        const inserted = await this.accounts.insertCustomerUnlessEmailTaken(client, {
          id: customerId,
          email,
          passwordHash,
          customerGroup: data.customerGroup,
          firstName: data.firstName.trim(),
          lastName: data.lastName.trim(),
          companyName: data.companyName?.trim() ?? null,
        });
        if (!inserted) return null;
        prepared.mail = await this.mails.prepareVerification({ id: customerId, email, firstName: data.firstName.trim(), lastName: data.lastName.trim() }, client, data.redirectUrl);
        return { type: 'RegisterCustomer', customerId, customerGroup: data.customerGroup };
      },
      { userId: customerId, role: 'Customer' },
    );
    if (prepared.mail) await this.mailer.send(prepared.mail);
    else this.tellOwner(email);
    return { customerId };
  }

  /** An erased account keeps no address, so a conflict always names a live (maybe deactivated) one. */
  private tellOwner(email: string): void {
    inBackground(async () => {
      const account = await this.accounts.findByEmail(email);
      if (account && (await this.quota.take('already_registered', email))) await this.mails.sendAlreadyRegistered(account);
    });
  }
}
