import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The global log page of the PostgreSQL event store (pg-log-reader.ts) as a function, so that
 * its plan is made once per session: `SET plan_cache_mode = force_generic_plan` applies while it
 * runs. As a plain prepared statement PostgreSQL kept planning it afresh on every call (it judged
 * the generic plan dearer), and planning it cost ~0.8 ms against ~0.2 ms for running it — the
 * largest single cost in the database on the checkout path (issue 5). The generic plan is the
 * same index range scan on events_pkey.
 *
 * Semantics unchanged (see pg-log-reader.ts): the horizon is the oldest transaction of the
 * statement's snapshot still in flight, ignoring those known to run in another database; the page
 * holds events after (after_xid, after_seq) below the horizon in (transaction_id, sequence) order,
 * of the given types when `types` is not NULL. STABLE, so every statement of it reads with the
 * calling statement's snapshot. At least one row: with no events, a row of horizon and pending
 * and NULL event columns.
 */
export class EventLogReaderFunction1763700000070 implements MigrationInterface {
  name = 'EventLogReaderFunction1763700000070';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION event_store_read_log(after_xid xid8, after_seq bigint, page_size integer, types text[])
      RETURNS TABLE (o_horizon text, o_pending boolean, o_xid text, o_sequence text, o_event_id uuid, o_type text,
                     o_schema_version integer, o_data jsonb, o_metadata jsonb, o_stream_id text, o_revision text)
      LANGUAGE plpgsql STABLE
      SET plan_cache_mode = force_generic_plan
      AS $fn$
      DECLARE
        horizon xid8;
        pending boolean;
      BEGIN
        SELECT COALESCE(
                 (SELECT min(x) FROM pg_snapshot_xip(s.snap) x
                   WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a
                                      WHERE a.backend_xid = x::xid AND a.datname IS DISTINCT FROM current_database())),
                 pg_snapshot_xmax(s.snap))
          INTO horizon
          FROM (SELECT pg_current_snapshot() AS snap) s;
        pending := COALESCE((SELECT p.transaction_id FROM events p ORDER BY p.transaction_id DESC LIMIT 1) >= horizon, false);
        RETURN QUERY
          SELECT horizon::text, pending, e.transaction_id::text, e.sequence::text, e.event_id, e.type, e.schema_version,
                 e.data, e.metadata, e.stream_id, e.revision::text
            FROM events e
           WHERE (e.transaction_id, e.sequence) > (after_xid, after_seq)
             AND e.transaction_id < horizon
             AND (types IS NULL OR e.type = ANY (types))
           ORDER BY e.transaction_id, e.sequence
           LIMIT page_size;
        IF NOT FOUND THEN
          RETURN QUERY SELECT horizon::text, pending, NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::integer,
                              NULL::jsonb, NULL::jsonb, NULL::text, NULL::text;
        END IF;
      END
      $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS event_store_read_log(xid8, bigint, integer, text[])');
  }
}
