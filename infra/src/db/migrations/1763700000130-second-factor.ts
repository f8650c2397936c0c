import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor login (issue 20 item 2) and the session list.
 *
 * - `user_second_factors`: one TOTP secret per user, sealed (AES-256-GCM, see infra
 *   config/second-factor-secret.ts) and never sent out again once enrolment is confirmed.
 *   `confirmed_at` null = enrolment started, not yet proven with a code. `last_used_step` is the
 *   RFC 6238 time step of the last accepted code: a code of that step or an older one is a replay.
 *   Enrolling and removing notify `auth_session_changed` like users/sessions do (migration 076),
 *   because the guard's cached session knows whether a staff member has enrolled; moving
 *   `last_used_step` on every login does not (it would evict sessions for nothing).
 * - `user_recovery_codes`: ten single-use codes per enrolment, argon2id hashes only. `lookup` is
 *   16 bits of the code's SHA-256, so a login verifies one hash instead of ten (argon2 is slow by
 *   design); 16 bits leave each code more than 30 bits no table reveals.
 * - `sessions` learn the device (user agent) and client address they were opened from;
 *   `session_activity` holds the last use apart from `sessions`, so touching it does not notify
 *   every api process to drop its cached sessions.
 * - `wall_tokens` gain the purpose `second_factor`: the short-lived ticket between the password
 *   step and the code step of a login.
 */
export class SecondFactor1763700000130 implements MigrationInterface {
  name = 'SecondFactor1763700000130';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS session_activity, user_recovery_codes, user_second_factors');
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN IF EXISTS user_agent, DROP COLUMN IF EXISTS client_address');
    await queryRunner.query(`DELETE FROM wall_tokens WHERE purpose = 'second_factor'`);
    await queryRunner.query('ALTER TABLE wall_tokens DROP CONSTRAINT wall_tokens_purpose_check');
    await queryRunner.query(
      `ALTER TABLE wall_tokens ADD CONSTRAINT wall_tokens_purpose_check CHECK (purpose IN ('verify_email','recover_password','reactivate_account'))`,
    );
  }
}

const UP = [
  `CREATE TABLE user_second_factors (
    user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    sealed_secret text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    confirmed_at timestamptz,
    last_used_step bigint
  )`,
  `CREATE TRIGGER user_second_factors_auth_session_changed AFTER UPDATE OF confirmed_at, sealed_secret OR DELETE ON user_second_factors
     FOR EACH ROW EXECUTE FUNCTION notify_auth_session_changed()`,
  `CREATE TABLE user_recovery_codes (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    lookup integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    used_at timestamptz
  )`,
  `CREATE INDEX user_recovery_codes_unused_idx ON user_recovery_codes (user_id) WHERE used_at IS NULL`,
  `ALTER TABLE sessions ADD COLUMN user_agent text, ADD COLUMN client_address text`,
  `CREATE TABLE session_activity (
    session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    last_used_at timestamptz NOT NULL
  )`,
  `ALTER TABLE wall_tokens DROP CONSTRAINT wall_tokens_purpose_check`,
  `ALTER TABLE wall_tokens ADD CONSTRAINT wall_tokens_purpose_check
     CHECK (purpose IN ('verify_email','recover_password','reactivate_account','second_factor'))`,
];
