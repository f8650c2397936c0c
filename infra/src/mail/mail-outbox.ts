import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool } from 'pg';

type Queryable = Pick<Pool | ClientBase, 'query'>;

/** A mail as the api's Mailer writes it when there is no SMTP (read on /dev/outbox). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A deal mail of the deal-mails reaction: one per (source event, kind), with its files. */
export interface DealOutboxMail extends OutboxMail {
  kind: string;
  dealId: string;
  sourceEventId: string;
  createdAt: string | Date;
  attachments: readonly { fileName: string; contentType: string; content: Uint8Array }[];
}

/** A claimed, unsent deal mail, its attachments base64 encoded. */
export interface PendingMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: { file_name: string; content_type: string; content: string }[];
}

/** A row of the /dev/outbox list: attachments without their content. */
export interface OutboxListRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  created_at: Date;
  kind: string | null;
  sent_at: Date | null;
  attachments: { id: string; file_name: string; size: number }[];
}

export interface OutboxAttachment {
  file_name: string;
  content_type: string;
  content: Buffer;
}

/** NOTIFY channel: new deal mails in the queue (delivered on commit), so the SMTP dispatcher wakes up. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox_ready';

/**
 * Every statement on `mail_outbox` and `mail_outbox_attachments` (the mail queue, ADR 0007): the
 * api's Mailer and the deal-mails reaction enqueue, the SMTP dispatcher claims and marks, /dev/outbox
 * reads, the privacy erasure deletes. Bound to a pool or to a client, so a writer keeps its own
 * transaction (the reaction writes with its checkpoint move).
 */
export class MailOutboxRepository {
  constructor(private readonly db: Queryable) {}

  /** An account or newsletter mail (no kind: the dispatcher never sends it, /dev/outbox shows it). */
  async enqueue(mail: OutboxMail): Promise<void> {
    await this.db.query('INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  }

  /**
   * One outbox row per (event, kind), all of them in one statement, their attachments in a
   * second; a pair stored before (a re-run) writes nothing. New rows NOTIFY the dispatcher when
   * the writer's transaction commits. Answers how many rows are new.
   */
  async enqueueDealMails(mails: readonly DealOutboxMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const ids = mails.map(() => randomUUID());
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO mail_outbox (id, recipient, subject, text_body, html_body, kind, deal_id, source_event_id, created_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::uuid[], $9::timestamptz[])
       ON CONFLICT (source_event_id, kind) WHERE source_event_id IS NOT NULL DO NOTHING RETURNING id`,
      [
        ids,
        mails.map((m) => m.to),
        mails.map((m) => m.subject),
        mails.map((m) => m.text),
        mails.map((m) => m.html),
        mails.map((m) => m.kind),
        mails.map((m) => m.dealId),
        mails.map((m) => m.sourceEventId),
        mails.map((m) => m.createdAt),
      ],
    );
    const stored = new Set(rows.map((r) => r.id));
    const attachments = mails.flatMap((m, i) => (stored.has(ids[i]) ? m.attachments.map((a) => ({ ...a, mailId: ids[i] })) : []));
    if (attachments.length > 0) {
      await this.db.query(
        'INSERT INTO mail_outbox_attachments (id, mail_id, file_name, content_type, content) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::bytea[])',
        [attachments.map(() => randomUUID()), attachments.map((a) => a.mailId), attachments.map((a) => a.fileName), attachments.map((a) => a.contentType), attachments.map((a) => Buffer.from(a.content))],
      );
    }
    if (stored.size > 0) await this.db.query('SELECT pg_notify($1, $2)', [MAIL_OUTBOX_CHANNEL, String(stored.size)]);
    return stored.size;
  }

  /**
   * Takes up to `batch` unsent deal mails for `claimSeconds` in ONE autocommit statement: the SMTP
   * conversation then runs without an open transaction (a transaction holding an id would hold
   * back every event store subscriber's read horizon). Another sender skips claimed rows; a sender
   * that dies leaves its claim to run out. Rows tried `maxAttempts` times wait for a person.
   */
  async claimPending(options: { maxAttempts: number; batch: number; claimSeconds: number }): Promise<PendingMail[]> {
    const { rows } = await this.db.query<PendingMail>(
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
      [options.maxAttempts, options.batch, options.claimSeconds],
    );
    return rows;
  }

  async markSent(id: string): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL, claimed_until = NULL WHERE id = $1', [id]);
  }

  /** Keeps the row for a later attempt: it backs off a minute per attempt so far. */
  async markFailed(id: string, error: string): Promise<void> {
    await this.db.query("UPDATE mail_outbox SET last_error = $2, claimed_until = now() + attempts * interval '1 minute' WHERE id = $1", [id, error.slice(0, 500)]);
  }

  /** The newest mails with their attachments' names and sizes (for /dev/outbox). */
  async listNewest(limit: number): Promise<OutboxListRow[]> {
    const { rows } = await this.db.query<OutboxListRow>(
      `SELECT m.id, m.recipient, m.subject, m.text_body, m.created_at, m.kind, m.sent_at,
              COALESCE((SELECT json_agg(json_build_object('id', a.id, 'file_name', a.file_name, 'size', octet_length(a.content)) ORDER BY a.file_name)
                          FROM mail_outbox_attachments a WHERE a.mail_id = m.id), '[]'::json) AS attachments
         FROM mail_outbox m ORDER BY m.created_at DESC LIMIT $1`,
      [limit],
    );
    return rows;
  }

  async findAttachment(id: string): Promise<OutboxAttachment | null> {
    const { rows } = await this.db.query<OutboxAttachment>('SELECT file_name, content_type, content FROM mail_outbox_attachments WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /**
   * Erasure (GDPR art. 17): mails to the address and every mail about the deals (staff
   * notifications name the customer too); their attachments go with them (ON DELETE CASCADE).
   */
  async eraseFor(email: string, dealIds: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM mail_outbox WHERE lower(recipient) = lower($1) OR deal_id = ANY($2::uuid[])', [email, dealIds]);
  }
}
