import type { ProjectionTx } from '../runtime/projection';

export const AUDIT_TRAIL_TABLE = 'audit_trail';

/**
 * One row per event: who did what to which stream, when. Indexes follow the questions ops ask:
 * "what happened to this deal", "what did this user do", "what was done for this dealer",
 * "what happened between … and …" — each newest first.
 */
export async function createAuditTrailTables(tx: ProjectionTx): Promise<void> {
  await tx.query(`
    CREATE TABLE IF NOT EXISTS audit_trail (
      event_id uuid PRIMARY KEY,
      position numeric(40,0) NOT NULL,
      stream_id text NOT NULL,
      type text NOT NULL,
      actor_user_id text NOT NULL,
      actor_role text NOT NULL,
      acting_for_dealer_id text,
      correlation_id text NOT NULL,
      causation_id text NOT NULL,
      occurred_at timestamptz NOT NULL
    )`);
  await tx.query('CREATE INDEX IF NOT EXISTS audit_trail_stream_idx ON audit_trail (stream_id, position)');
  await tx.query('CREATE INDEX IF NOT EXISTS audit_trail_actor_idx ON audit_trail (actor_user_id, occurred_at DESC)');
  await tx.query(
    'CREATE INDEX IF NOT EXISTS audit_trail_dealer_idx ON audit_trail (acting_for_dealer_id, occurred_at DESC) WHERE acting_for_dealer_id IS NOT NULL',
  );
  await tx.query('CREATE INDEX IF NOT EXISTS audit_trail_occurred_idx ON audit_trail (occurred_at DESC)');
  await tx.query('CREATE INDEX IF NOT EXISTS audit_trail_correlation_idx ON audit_trail (correlation_id)');
}
