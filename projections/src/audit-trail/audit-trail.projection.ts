import type { RecordedEvent } from '@autoleasing/infra';
import { ALL_EVENT_TYPES, type Projection, type ProjectionTx } from '../runtime/projection';
import { createAuditTrailTables } from './audit-trail.tables';
import { toAuditTrailRow, type AuditTrailRow } from './audit-trail.row';

const COLUMNS: readonly (keyof AuditTrailRow)[] = [
  'event_id',
  'position',
  'stream_id',
  'type',
  'actor_user_id',
  'actor_role',
  'acting_for_dealer_id',
  'correlation_id',
  'causation_id',
  'occurred_at',
];
/** Stay well below PostgreSQL's 65535 bind parameters per statement. */
const ROWS_PER_INSERT = 1000;

/**
 * "Who changed what and when": every event of every stream, metadata only (events carry no
 * personal data, and the audit trail must not copy any either). Idempotent per event id, so a
 * replay after a crash between apply and commit cannot duplicate rows.
 */
export const auditTrailProjection: Projection = {
  name: 'audit-trail',
  eventTypes: [ALL_EVENT_TYPES],
  tables: ['audit_trail'],
  // No command waits on it, and it takes every event: under load one transaction per 100 ms.
  applyIntervalMs: 100,
  createTables: createAuditTrailTables,
  async apply(events: RecordedEvent[], tx: ProjectionTx): Promise<void> {
    for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
      const rows = events.slice(i, i + ROWS_PER_INSERT).map(toAuditTrailRow);
      const params: unknown[] = [];
      const tuples = rows.map((row) => `(${COLUMNS.map((c) => `$${params.push(row[c])}`).join(', ')})`);
      await tx.query(
        `INSERT INTO audit_trail (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (event_id) DO NOTHING`,
        params,
      );
    }
  },
};
