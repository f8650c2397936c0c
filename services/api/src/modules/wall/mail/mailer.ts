import { MailOutboxRepository } from '@autoleasing/infra';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';
import type { MailMessage } from './mail-templates';
import { SmtpTransport } from './smtp-transport';

/**
 * Real delivery through SMTP when SMTP_URL is set; otherwise into the mail_outbox table, which
 * /dev/outbox lists for local use. A failed delivery is logged, not thrown: the account change
 * that triggered it is already stored and the user can ask for the mail again.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly outbox: MailOutboxRepository;

  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly smtp: SmtpTransport,
  ) {
    this.outbox = new MailOutboxRepository(pool);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      if (this.smtp.configured) {
        await (await this.smtp.get()).sendMail({ from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
        return;
      }
      await this.outbox.enqueue(message);
    } catch (error) {
      this.logger.error({ err: error, subject: message.subject }, 'Mail could not be delivered');
    }
  }
}
