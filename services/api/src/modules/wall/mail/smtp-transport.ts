import type { Transporter } from 'nodemailer';

/**
 * An SMTP transport for SMTP_URL. nodemailer (about 40 modules) is loaded only where SMTP is
 * configured, when the first transport is made: without SMTP_URL (development, the tests) mails
 * go to the outbox and no process pays for loading it.
 */
export async function createSmtpTransport(smtpUrl: string): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl);
}
