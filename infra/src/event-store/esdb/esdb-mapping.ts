import type { EventMetadata } from '@autoleasing/contracts';
import { ANY, NO_STREAM, STREAM_EXISTS, type AllStreamRecordedEvent, type AppendExpectedRevision, type Position, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { EventTypeRegistry } from '../event-type-registry';
import type { ExpectedRevision, GlobalPosition, RecordedEvent } from '../types';

const PREPARE_MASK = (1n << 64n) - 1n;

/** EventStoreDB position as our opaque bigint: (commit << 64) | prepare. */
export function encodeEsdbPosition(position: Position): GlobalPosition {
  return (position.commit << 64n) | position.prepare;
}

export function decodeEsdbPosition(position: GlobalPosition): Position {
  return { commit: position >> 64n, prepare: position & PREPARE_MASK };
}

/**
 * Both stores use 0-based revisions of the last event; only the names of the special cases
 * differ. Converted here so callers never see ESDB's constants.
 */
export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

/** ESDB reports the actual revision as NO_STREAM or a bigint; ours is null or a bigint. */
export function fromEsdbCurrentRevision(actual: unknown): bigint | null {
  return typeof actual === 'bigint' ? actual : null;
}

/** What goes into ESDB's metadata JSON: our metadata, the schema version, and ESDB's own
 * $correlationId/$causationId so its system projections ($by_correlation_id) work too. */
export interface EsdbMetadata extends EventMetadata {
  schemaVersion: number;
  $correlationId: string;
  $causationId: string;
}

export function toEsdbMetadata(metadata: EventMetadata, schemaVersion: number): EsdbMetadata {
  return { ...metadata, schemaVersion, $correlationId: metadata.correlationId, $causationId: metadata.causationId };
}

export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

export function fromEsdbEvent(event: EsdbRecordedEvent | AllStreamRecordedEvent, registry: EventTypeRegistry): RecordedEvent {
  const raw = (event.metadata ?? {}) as Partial<EsdbMetadata>;
  const metadata: EventMetadata = {
    actor: raw.actor!,
    correlationId: raw.correlationId!,
    causationId: raw.causationId!,
    occurredAt: raw.occurredAt!,
  };
  const upcast = registry.upcast(event.type, raw.schemaVersion ?? 1, event.data);
  return {
    id: event.id,
    type: event.type,
    data: upcast.data,
    schemaVersion: upcast.schemaVersion,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position ? encodeEsdbPosition(event.position) : 0n,
    metadata,
  };
}
