import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APPEND_FUNCTION } from './1763700000001-event-store';

const DUPLICATE_CHECK = `  -- 'any' and 'exists' never conflict on a retry, so look for an earlier identical append first.
  IF p_expected IN ('any', 'exists') THEN`;

/**
 * Two concurrent retries of the same 'any'/'exists' append (e.g. two outbox relays) both looked
 * for their event ids before either had committed, found none, and both appended: the event was
 * stored twice. The stream row lock cannot help a stream that does not exist yet, so such
 * appends now first take a transaction-scoped advisory lock on the stream id; the duplicate check
 * that follows (a new snapshot in READ COMMITTED) then sees the earlier append. Exact and
 * no_stream appends are unchanged: their revision check already turns a repeat into 'duplicate'.
 */
export class EventStoreConcurrentRetries1763700000010 implements MigrationInterface {
  name = 'EventStoreConcurrentRetries1763700000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(patched());
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(APPEND_FUNCTION.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }
}

function patched(): string {
  if (!APPEND_FUNCTION.includes(DUPLICATE_CHECK)) throw new Error('event_store_append changed: update this migration');
  return APPEND_FUNCTION.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace(
    DUPLICATE_CHECK,
    `  IF p_expected IN ('any', 'exists') THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('event_store_append:' || p_stream_id, 0));
  END IF;
${DUPLICATE_CHECK}`,
  );
}
