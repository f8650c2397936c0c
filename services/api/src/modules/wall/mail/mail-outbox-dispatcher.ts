import { MAIL_OUTBOX_CHANNEL } from '@autoleasing/projections';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Pool } from 'pg';
import { PgNotifications } from '../../../common/consistency/pg-notifications.service';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';

/** How many mails one round claims, and how often a row is tried before it waits for a person. */
const BATCH = 20;
export const MAX_ATTEMPTS = 8;
/** How long a claimed row is the claimer's: longer than sending BATCH mails takes. */
const CLAIM_SECONDS = 300;
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
 * and marks them sent. Rows are claimed for a while in one statement (SKIP LOCKED), so several api
 * processes never send one row twice; a failed send keeps the row and backs off before the next
 * attempt, up to MAX_ATTEMPTS.
 * A crash between the SMTP answer and marking the row sent is the one window where a mail can go out twice
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
   * One round: claims up to BATCH unsent mails (one short statement), sends each, marks it sent
   * or puts it back for later. Answers how many went out (failures do not make the caller loop).
   */
  async deliverPending(transport: MailTransport): Promise<number> {
    let sent = 0;
    for (const mail of await claim(this.pool)) if (await this.deliverOne(transport, mail)) sent += 1;
    return sent;
  }

  private async deliverOne(transport: MailTransport, mail: PendingMail): Promise<boolean> {
    try {
      await transport.sendMail({
        from: this.config.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: mail.attachments.map((a) => ({ filename: a.file_name, contentType: a.content_type, content: Buffer.from(a.content, 'base64') })),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ mailId: mail.id, err: message }, 'Mail could not be delivered; will retry');
      // Back off a minute per attempt so far.
      await this.pool.query("UPDATE mail_outbox SET last_error = $2, claimed_until = now() + attempts * interval '1 minute' WHERE id = $1", [mail.id, message.slice(0, 500)]);
      return false;
    }
    await this.pool.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL, claimed_until = NULL WHERE id = $1', [mail.id]);
    return true;
  }
}

/**
 * Takes unsent mails for CLAIM_SECONDS in ONE autocommit statement: the SMTP conversation then
 * runs without an open transaction (a transaction holding an id would hold back every event store
 * subscriber's read horizon). Another sender skips claimed rows; a sender that dies leaves its
 * claim to run out.
 */
async function claim(pool: Pool): Promise<PendingMail[]> {
  const { rows } = await pool.query<PendingMail>(
    `WITH claimed AS (
       UPDATE mail_outbox m SET claimed_until = now() + make_interval(secs => $3), attempts = m.attempts + 1
        WHERE m.id IN (SELECT id FROM mail_outbox
                        WHERE sent_at IS NULL AND kind IS NOT NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
                        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING m.id, m.recipient, m.subject, m.text_body, m.html_body, m.created_at)
     SELECT c.id, c.recipient, c.subject, c.text_body, c.html_body,
            COALESCE((SELECT json_agg(json_build_object('file_name', a.file_name, 'content_type', a.content_type, 'content', encode(a.content, 'base64')))
                        FROM mail_outbox_attachments a WHERE a.mail_id = c.id), '[]'::json) AS attachments
       FROM claimed c ORDER BY c.created_at`,
    [MAX_ATTEMPTS, BATCH, CLAIM_SECONDS],
  );
  return rows;
}
