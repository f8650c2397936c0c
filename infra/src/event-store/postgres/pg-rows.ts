import type { EventMetadata } from '@autoleasing/contracts';
import type { EventTypeRegistry } from '../event-type-registry';
import type { RecordedEvent } from '../types';

/**
 * The columns every read selects, read with `rowMode: 'array'` (no per-row object with named
 * keys). created_at is left out because Date parsing costs on catch-up; the transaction id comes
 * as text because pg has no parser for xid8, and the bigints as text because pg's int8 parser
 * runs a regular expression on each value only to hand back the same string. Keep in step with
 * the COL_* indexes below.
 */
export const EVENT_COLUMNS =
  'e.transaction_id::text AS xid, e.sequence::text AS sequence, e.event_id, e.type, e.schema_version, e.data, e.metadata, e.stream_id, e.revision::text AS revision';
export const EVENT_COLUMN_COUNT = 9;

const COL_XID = 0;
const COL_SEQUENCE = 1;
const COL_EVENT_ID = 2;
const COL_TYPE = 3;
const COL_SCHEMA_VERSION = 4;
const COL_DATA = 5;
const COL_METADATA = 6;
const COL_STREAM_ID = 7;
const COL_REVISION = 8;

/** One row in array mode: EVENT_COLUMNS starting at `offset` (queries may put other columns first). */
export type EventRowArray = unknown[];

/**
 * Maps rows to events. Catch-up maps hundreds of thousands of rows, so this avoids per-row work
 * that is the same for a whole page: the events of one transaction share their xid, whose shifted
 * bigint is computed once; a type at its current schema version skips the upcast call.
 */
export class EventRowMapper {
  private lastXid: string | undefined;
  private lastXidShifted = 0n;

  constructor(
    private readonly registry: EventTypeRegistry,
    private readonly offset = 0,
  ) {}

  map(row: EventRowArray): RecordedEvent {
    const o = this.offset;
    const xid = row[o + COL_XID] as string;
    if (xid !== this.lastXid) {
      this.lastXid = xid;
      this.lastXidShifted = BigInt(xid) << 64n;
    }
    const type = row[o + COL_TYPE] as string;
    let schemaVersion = row[o + COL_SCHEMA_VERSION] as number;
    let data = row[o + COL_DATA];
    const current = this.registry.currentVersion(type);
    if (current !== undefined && schemaVersion < current) {
      ({ schemaVersion, data } = this.registry.upcast(type, schemaVersion, data));
    }
    return {
      id: row[o + COL_EVENT_ID] as string,
      type,
      data,
      schemaVersion,
      streamId: row[o + COL_STREAM_ID] as string,
      revision: BigInt(row[o + COL_REVISION] as string),
      position: this.lastXidShifted | BigInt(row[o + COL_SEQUENCE] as string),
      metadata: row[o + COL_METADATA] as EventMetadata,
    };
  }
}
