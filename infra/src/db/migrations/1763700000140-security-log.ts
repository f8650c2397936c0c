import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The security log (issue 20, item 8): logins, two-factor events, 403s, an admin acting for a
 * dealer, erasure and export. A plain mutable table, not events: entries hold client addresses
 * (personal data) and are deleted after the retention period (SECURITY_LOG_RETENTION_DAYS).
 * Indexes serve the admin page's filters, newest first.
 */
export class SecurityLog1763700000140 implements MigrationInterface {
  name = 'SecurityLog1763700000140';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS security_log (
      id bigserial PRIMARY KEY,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL,
      user_id uuid,
      client_ip text NOT NULL,
      request_id text,
      details jsonb NOT NULL DEFAULT '{}'::jsonb
    )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS security_log_occurred_idx ON security_log (occurred_at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX IF NOT EXISTS security_log_user_idx ON security_log (user_id, occurred_at DESC)');
    await queryRunner.query('CREATE INDEX IF NOT EXISTS security_log_kind_idx ON security_log (kind, occurred_at DESC)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS security_log');
  }
}
