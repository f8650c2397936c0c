import type { EventMetadata } from '@autoleasing/contracts';
import type { EventTypeRegistry } from '../event-type-registry';
import type { RecordedEvent } from '../types';
import { encodePgPosition } from './pg-position';

/** The columns every read selects; created_at is left out because Date parsing costs on catch-up. */
export const EVENT_COLUMNS =
  'e.transaction_id::text AS xid, e.sequence, e.event_id, e.type, e.schema_version, e.data, e.metadata, e.stream_id, e.revision';

export interface EventRow {
  xid: string;
  sequence: string;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  stream_id: string;
  revision: string;
}

export function toRecordedEvent(row: EventRow, registry: EventTypeRegistry): RecordedEvent {
  const { schemaVersion, data } = registry.upcast(row.type, row.schema_version, row.data);
  return {
    id: row.event_id,
    type: row.type,
    data,
    schemaVersion,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: encodePgPosition(row.xid, row.sequence),
    metadata: row.metadata,
  };
}
