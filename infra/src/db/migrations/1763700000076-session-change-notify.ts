import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel the api listens on to drop its cached sessions: the payload is a user id, '*' for all. */
export const AUTH_SESSION_CHANGED_CHANNEL = 'auth_session_changed';

/**
 * Every api process keeps the sessions it authenticated in memory for a few seconds (issue 5: the
 * lookup was one round trip on every request). Revocation must still take effect at once
 * everywhere: any update or delete of a session or a user row — logout, password change,
 * deactivation, erasure, role or group change, terms acceptance — sends the user's id on
 * `auth_session_changed`, and the api drops that user's cached sessions. PostgreSQL delivers it
 * only on commit and sends identical payloads of one transaction once, so revoking all of a
 * user's sessions is one notification. A TRUNCATE sends '*' (drop everything). Inserting a
 * session changes nothing cached.
 */
export class SessionChangeNotify1763700000076 implements MigrationInterface {
  name = 'SessionChangeNotify1763700000076';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION notify_auth_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('${AUTH_SESSION_CHANGED_CHANNEL}', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('${AUTH_SESSION_CHANGED_CHANNEL}', OLD.id::text);
  ELSE
    PERFORM pg_notify('${AUTH_SESSION_CHANGED_CHANNEL}', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$`);
    for (const table of ['sessions', 'users']) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_auth_session_changed AFTER UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION notify_auth_session_changed()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_auth_session_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_session_changed()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['sessions', 'users']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_auth_session_changed ON ${table}`);
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_auth_session_truncated ON ${table}`);
    }
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_auth_session_changed()');
  }
}
