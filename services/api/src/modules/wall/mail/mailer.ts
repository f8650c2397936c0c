import { MailOutboxRepository } from '@autoleasing/infra';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';
import type { MailMessage } from './mail-templates';
import { createSmtpTransport } from './smtp-transport';

/**
 * Real delivery through SMTP when SMTP_URL is set; otherwise into the mail_outbox table, which
 * /dev/outbox lists for local use. A failed delivery is logged, not thrown: the account change
 * that triggered it is already stored and the user can ask for the mail again.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger('Mailer');
  /** Made by the first send; a promise, so sends that start together share one transport. */
  private transport: Promise<Transporter> | null = null;
  private readonly outbox: MailOutboxRepository;

  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {
    this.outbox = new MailOutboxRepository(pool);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      if (this.config.smtpUrl) {
        this.transport ??= createSmtpTransport(this.config.smtpUrl);
        await (await this.transport).sendMail({ from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
        return;
      }
      await this.outbox.enqueue(message);
    } catch (error) {
      this.logger.error({ err: error, subject: message.subject }, 'Mail could not be delivered');
    }
  }

  async onModuleDestroy(): Promise<void> {
    // A transport that could not be made was logged by the send that asked for it.
    const transport = await this.transport?.catch(() => null);
    transport?.close();
  }
}
