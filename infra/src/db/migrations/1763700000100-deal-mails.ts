import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails for the steps of an order (issue 17):
 * - mail_outbox learns where a mail came from (`kind`, `deal_id`, `source_event_id`: the deal-mails
 *   reaction writes one row per event and kind, the unique index makes a second one impossible) and
 *   whether it went out (`sent_at`, `attempts`, `last_error`: SMTP delivery happens after commit;
 *   `claimed_until`: a sender took the row until then, so the sending needs no open transaction).
 * - mail_outbox_attachments holds files sent with a mail (the order summary PDF); erasing a
 *   customer deletes their mails and, by cascade, the attachments.
 * - customer_mail_preferences: the optional mails a customer turned off (absent row = on).
 */
export class DealMails1763700000100 implements MigrationInterface {
  name = 'DealMails1763700000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS customer_mail_preferences, mail_outbox_attachments');
    await queryRunner.query('DROP INDEX IF EXISTS mail_outbox_source_idx, mail_outbox_unsent_idx');
    await queryRunner.query(
      'ALTER TABLE mail_outbox DROP COLUMN IF EXISTS kind, DROP COLUMN IF EXISTS deal_id, DROP COLUMN IF EXISTS source_event_id, DROP COLUMN IF EXISTS sent_at, DROP COLUMN IF EXISTS attempts, DROP COLUMN IF EXISTS last_error, DROP COLUMN IF EXISTS claimed_until',
    );
  }
}

const UP = [
  `ALTER TABLE mail_outbox
     ADD COLUMN kind text,
     ADD COLUMN deal_id uuid,
     ADD COLUMN source_event_id uuid,
     ADD COLUMN sent_at timestamptz,
     ADD COLUMN attempts integer NOT NULL DEFAULT 0,
     ADD COLUMN last_error text,
     ADD COLUMN claimed_until timestamptz`,
  `CREATE UNIQUE INDEX mail_outbox_source_idx ON mail_outbox (source_event_id, kind) WHERE source_event_id IS NOT NULL`,
  `CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL AND kind IS NOT NULL`,
  `CREATE TABLE mail_outbox_attachments (
    id uuid PRIMARY KEY,
    mail_id uuid NOT NULL REFERENCES mail_outbox(id) ON DELETE CASCADE,
    file_name text NOT NULL,
    content_type text NOT NULL,
    content bytea NOT NULL
  )`,
  `CREATE INDEX mail_outbox_attachments_mail_idx ON mail_outbox_attachments (mail_id)`,
  `CREATE TABLE customer_mail_preferences (
    customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind text NOT NULL,
    enabled boolean NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, kind)
  )`,
];
