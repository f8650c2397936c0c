import { MAIL_OUTBOX_CHANNEL } from '@autoleasing/projections';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Pool, PoolClient } from 'pg';
import { PgNotifications } from '../../../common/consistency/pg-notifications.service';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';

/** How many mails one round claims, and how often a row is tried before it waits for a person. */
const BATCH = 20;
export const MAX_ATTEMPTS = 8;
/** A lost NOTIFY (listener reconnecting) is caught up by this poll. */
const POLL_MS = 30_000;

export type MailTransport = Pick<Transporter, 'sendMail'>;

interface PendingMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: { file_name: string; content_type: string; content: string }[];
}

/**
 * SMTP delivery of the deal mails (issue 17). The deal-mails reaction writes mail_outbox rows in
 * its batch transaction; once they are committed (the NOTIFY arrives only then) this sends them
 * and marks them sent. Rows are claimed with FOR UPDATE SKIP LOCKED, so several api processes
 * never send one row twice; a failed send counts an attempt and keeps the row for the next round.
 * A crash between the SMTP answer and the commit is the one window where a mail can go out twice
 * (SMTP has no idempotency); the reaction's exactly-once holds up to the outbox.
 * Without SMTP_URL nothing is sent: the rows stay for /dev/outbox.
 */
@Injectable()
export class MailOutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailOutboxDispatcher.name);
  private transport: (MailTransport & { close?: () => void }) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private unsubscribe: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly notifications: PgNotifications,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) return;
    this.transport = createTransport(this.config.smtpUrl);
    this.unsubscribe = this.notifications.subscribe(MAIL_OUTBOX_CHANNEL, { notification: () => this.kick() });
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close?.();
  }

  /** Starts a delivery round, or asks the running one to go again (new rows arrived meanwhile). */
  private kick(): void {
    if (!this.transport) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const transport = this.transport;
    this.running = (async () => {
      do {
        this.again = false;
        while ((await this.deliverPending(transport)) === BATCH) {
          // a full round: there may be more
        }
      } while (this.again);
    })()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Mail delivery round failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * One round: claims up to BATCH unsent mails, sends each, marks it sent or counts the failure.
   * Answers how many went out (a round of failures does not make the caller loop).
   */
  async deliverPending(transport: MailTransport): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      let sent = 0;
      for (const mail of await claim(client)) if (await this.deliverOne(client, transport, mail)) sent += 1;
      await client.query('COMMIT');
      return sent;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async deliverOne(client: PoolClient, transport: MailTransport, mail: PendingMail): Promise<boolean> {
    try {
      await transport.sendMail({
        from: this.config.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: mail.attachments.map((a) => ({ filename: a.file_name, contentType: a.content_type, content: Buffer.from(a.content, 'base64') })),
      });
      await client.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [mail.id]);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ mailId: mail.id, err: message }, 'Mail could not be delivered; will retry');
      await client.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [mail.id, message.slice(0, 500)]);
      return false;
    }
  }
}

async function claim(client: PoolClient): Promise<PendingMail[]> {
  const { rows } = await client.query<PendingMail>(
    `SELECT m.id, m.recipient, m.subject, m.text_body, m.html_body,
            COALESCE((SELECT json_agg(json_build_object('file_name', a.file_name, 'content_type', a.content_type, 'content', encode(a.content, 'base64')))
                        FROM mail_outbox_attachments a WHERE a.mail_id = m.id), '[]'::json) AS attachments
       FROM mail_outbox m
      WHERE m.sent_at IS NULL AND m.kind IS NOT NULL AND m.attempts < $1
      ORDER BY m.created_at
      LIMIT $2
      FOR UPDATE OF m SKIP LOCKED`,
    [MAX_ATTEMPTS, BATCH],
  );
  return rows;
}
