import { randomUUID } from 'node:crypto';
import { ruleViolated } from '@autoleasing/domain';
import { EventOutbox } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import argon2 from 'argon2';
import { AccountMails } from '../../accounts/account-mails';
import { CustomerHistory } from '../../accounts/customer-history';
import { Mailer } from '../../mail/mailer';
import { RegisterCommand } from './register.command';

const EMAIL_TAKEN = 'Für diese E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an.';

/**
 * Personal data goes to the users table, the fact "registered" to the customer's stream. The
 * event is written to the outbox in the users transaction: a failed commit stores neither, and
 * after commit it reaches the stream (now or through the relay), so no half account remains.
 */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly history: CustomerHistory,
    private readonly mails: AccountMails,
    private readonly mailer: Mailer,
  ) {}

  async execute({ data }: RegisterCommand): Promise<{ customerId: string }> {
    const customerId = randomUUID();
    const passwordHash = await argon2.hash(data.password, { type: argon2.argon2id });
    const email = data.email.trim();
    const mail = await this.outbox.transaction(async (tx) => {
      const { client } = tx;
      const inserted = await client.query(
        `INSERT INTO users (id, email, password_hash, role, customer_group, first_name, last_name, company_name)
         VALUES ($1, $2, $3, 'Customer', $4, $5, $6, $7)
         ON CONFLICT ((lower(email))) DO NOTHING`,
        [customerId, email, passwordHash, data.customerGroup, data.firstName.trim(), data.lastName.trim(), data.companyName?.trim() ?? null],
      );
      if (inserted.rowCount === 0) throw ruleViolated('email_taken', EMAIL_TAKEN);
      const prepared = await this.mails.prepareVerification({ id: customerId, email, firstName: data.firstName.trim() }, client, data.redirectUrl);
      await this.history.record(
        tx,
        { type: 'RegisterCustomer', customerId, customerGroup: data.customerGroup },
        { userId: customerId, role: 'Customer' },
      );
      return prepared;
    });
    await this.mailer.send(mail);
    return { customerId };
  }
}
