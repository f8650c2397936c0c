import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One round trip to start a command that runs in one transaction (EventOutbox
 * decideInOneTransaction, PostgreSQL store): wait for the stream's transaction-scoped advisory lock
 * (the outbox's per-stream lock, so every writer of the stream stays serialised), then say whether
 * event_outbox still holds rows of the stream and read its events in revision order.
 *
 * VOLATILE on purpose: in READ COMMITTED each statement of a volatile function takes a new
 * snapshot, so the check and the read after the lock see what the previous holder committed.
 * At least one row: a stream without events gives one row of `o_pending` and NULLs.
 * The event columns are those of pg-rows.ts EVENT_COLUMNS, after `o_pending`.
 */
export class EventStreamLockAndRead1763700000074 implements MigrationInterface {
  name = 'EventStreamLockAndRead1763700000074';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION event_stream_lock_and_read(p_stream_id text, p_lock_key text)
      RETURNS TABLE (o_pending boolean, o_xid text, o_sequence text, o_event_id uuid, o_type text, o_schema_version integer,
                     o_data jsonb, o_metadata jsonb, o_stream_id text, o_revision text)
      LANGUAGE plpgsql VOLATILE
      AS $fn$
      DECLARE
        pending boolean;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(p_lock_key, 0));
        pending := EXISTS (SELECT 1 FROM event_outbox o WHERE o.stream_id = p_stream_id);
        RETURN QUERY
          SELECT pending, e.transaction_id::text, e.sequence::text, e.event_id, e.type, e.schema_version, e.data, e.metadata,
                 e.stream_id, e.revision::text
            FROM events e
           WHERE e.stream_id = p_stream_id
           ORDER BY e.revision;
        IF NOT FOUND THEN
          RETURN QUERY SELECT pending, NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::integer, NULL::jsonb, NULL::jsonb,
                              NULL::text, NULL::text;
        END IF;
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS event_stream_lock_and_read(text, text)');
  }
}
