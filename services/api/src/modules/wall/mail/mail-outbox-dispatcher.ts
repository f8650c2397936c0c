import { MAIL_OUTBOX_CHANNEL, MailOutboxRepository, type PendingMail } from '@autoleasing/infra';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { Pool } from 'pg';
import { PgNotifications } from '../../../common/consistency/pg-notifications.service';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';
import { SmtpTransport } from './smtp-transport';

/** How many mails one round claims, and how often a row is tried before it waits for a person. */
const BATCH = 20;
export const MAX_ATTEMPTS = 8;
/** How long a claimed row is the claimer's: longer than sending BATCH mails takes. */
const CLAIM_SECONDS = 300;
/** A lost NOTIFY (listener reconnecting) is caught up by this poll. */
const POLL_MS = 30_000;

export type MailTransport = Pick<Transporter, 'sendMail'>;

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
export class MailOutboxDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailOutboxDispatcher.name);
  private transport: MailTransport | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private unsubscribe: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly outbox: MailOutboxRepository;

  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    private readonly notifications: PgNotifications,
    private readonly smtp: SmtpTransport,
  ) {
    this.outbox = new MailOutboxRepository(pool);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.smtp.configured) return;
    this.transport = await this.smtp.get();
    this.unsubscribe = this.notifications.subscribe(MAIL_OUTBOX_CHANNEL, { notification: () => this.kick() });
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Stops before the shared transport closes (SmtpTransport, onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.transport = null;
    await this.running;
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
   * One round: claims up to BATCH unsent mails (one short autocommit statement, so SMTP runs
   * outside any transaction), sends each, marks it sent or puts it back for later. Answers how
   * many went out (failures do not make the caller loop).
   */
  async deliverPending(transport: MailTransport): Promise<number> {
    let sent = 0;
    const claimed = await this.outbox.claimPending({ maxAttempts: MAX_ATTEMPTS, batch: BATCH, claimSeconds: CLAIM_SECONDS });
    for (const mail of claimed) if (await this.deliverOne(transport, mail)) sent += 1;
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
      await this.outbox.markFailed(mail.id, message);
      return false;
    }
    await this.outbox.markSent(mail.id);
    return true;
  }
}
