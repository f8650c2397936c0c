import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * event_store_append, but a revision conflict raises (SQLSTATE 'ESCNF', the stream's actual
 * revision in DETAIL) instead of answering 'conflict'. The one-transaction command path
 * (PostgresEventStore.appendAndCommit) sends the append and its COMMIT in one round trip: raising
 * aborts the transaction, so COMMIT never runs and the caller's other writes are rolled back with
 * it — nothing is stored without its events.
 */
export class EventStoreAppendOrFail1763700000075 implements MigrationInterface {
  name = 'EventStoreAppendOrFail1763700000075';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION event_store_append_or_fail(
        p_stream_id text, p_expected text, p_event_ids uuid[], p_types text[], p_schema_versions integer[], p_data jsonb, p_metadata jsonb
      ) RETURNS TABLE (outcome text, stream_revision bigint, transaction_id text, sequence bigint)
      LANGUAGE plpgsql AS $fn$
      DECLARE
        r record;
      BEGIN
        SELECT * INTO r FROM event_store_append(p_stream_id, p_expected, p_event_ids, p_types, p_schema_versions, p_data, p_metadata) a;
        IF r.outcome = 'conflict' THEN
          RAISE EXCEPTION 'wrong expected version of stream %', p_stream_id
            USING ERRCODE = 'ESCNF', DETAIL = COALESCE(r.stream_revision::text, '');
        END IF;
        outcome := r.outcome;
        stream_revision := r.stream_revision;
        transaction_id := r.transaction_id;
        sequence := r.sequence;
        RETURN NEXT;
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS event_store_append_or_fail(text, text, uuid[], text[], integer[], jsonb, jsonb)');
  }
}
