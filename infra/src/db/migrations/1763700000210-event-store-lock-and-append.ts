import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * appendWithRows without rows (PostgreSQL store), e.g. a dealer's discount save: the stream's
 * transaction-scoped advisory lock, the outbox check (event_stream_lock_without_outbox) and the
 * append at the expected revision (event_store_append_or_fail) as ONE statement with parameters.
 * Its implicit transaction holds the lock until the append commits, as BEGIN … COMMIT did, but the
 * statement is prepared once and the events travel as parameters instead of escaped literals in a
 * simple query, which cost a 50-cell save measurably more (docs/adr/0006-one-command-path.md).
 */
export class EventStoreLockAndAppend1763700000210 implements MigrationInterface {
  name = 'EventStoreLockAndAppend1763700000210';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION event_store_lock_and_append(
        p_stream_id text, p_lock_key text, p_expected text, p_event_ids uuid[], p_types text[], p_schema_versions integer[], p_data jsonb, p_metadata jsonb
      ) RETURNS TABLE (outcome text, stream_revision bigint, transaction_id text, sequence bigint)
      LANGUAGE plpgsql VOLATILE AS $fn$
      BEGIN
        PERFORM event_stream_lock_without_outbox(p_stream_id, p_lock_key);
        RETURN QUERY SELECT * FROM event_store_append_or_fail(p_stream_id, p_expected, p_event_ids, p_types, p_schema_versions, p_data, p_metadata);
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS event_store_lock_and_append(text, text, text, uuid[], text[], integer[], jsonb, jsonb)');
  }
}
