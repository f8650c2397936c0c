import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wall (login and account): sessions that can be revoked, single-use links for e-mail
 * verification, password recovery and reactivation (only SHA-256 hashes of their secrets are
 * stored), and the local mail outbox used when no SMTP server is configured. All of it is mutable
 * personal data beside the event log; `users` gains deactivation and erasure marks.
 */
export class Wall1763700000005 implements MigrationInterface {
  name = 'Wall1763700000005';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS mail_outbox, wall_tokens, sessions');
    await queryRunner.query('ALTER TABLE users DROP COLUMN IF EXISTS deactivated_at, DROP COLUMN IF EXISTS erased_at');
  }
}

const UP = [
  `ALTER TABLE users ADD COLUMN deactivated_at timestamptz, ADD COLUMN erased_at timestamptz`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX sessions_user_active_idx ON sessions (user_id) WHERE revoked_at IS NULL`,
  `CREATE TABLE wall_tokens (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('verify_email','recover_password','reactivate_account')),
    secret_hash bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX wall_tokens_user_idx ON wall_tokens (user_id, purpose)`,
  `CREATE TABLE mail_outbox (
    id uuid PRIMARY KEY,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient))`,
  `CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`,
];
