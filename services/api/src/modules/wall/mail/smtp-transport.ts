import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';

/**
 * An SMTP transport for SMTP_URL. nodemailer (about 40 modules) is loaded only where SMTP is
 * configured, when the first transport is made: without SMTP_URL (development, the tests) mails
 * go to the outbox and no process pays for loading it.
 */
export async function createSmtpTransport(smtpUrl: string): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl);
}

/**
 * The process's one SMTP transport, shared by the Mailer (account mails) and the outbox
 * dispatcher (deal mails). Made on first use; a promise, so sends that start together share it.
 * Closed once the http server no longer takes requests and the dispatcher has finished its round
 * (both stop before onApplicationShutdown).
 */
@Injectable()
export class SmtpTransport implements OnApplicationShutdown {
  private transport: Promise<Transporter> | null = null;

  constructor(@Inject(WALL_CONFIG) private readonly config: WallConfig) {}

  /** Is SMTP_URL set? Without it, mails stay in the outbox. */
  get configured(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  get(): Promise<Transporter> {
    if (!this.config.smtpUrl) return Promise.reject(new Error('SMTP_URL is not set'));
    this.transport ??= createSmtpTransport(this.config.smtpUrl);
    return this.transport;
  }

  async onApplicationShutdown(): Promise<void> {
    // A transport that could not be made was logged by the send that asked for it.
    const transport = await this.transport?.catch(() => null);
    transport?.close();
  }
}
