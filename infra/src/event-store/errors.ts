/**
 * Typed event store errors. Each carries a stable `code` so the HTTP exception filter can map it
 * without `instanceof` across package boundaries.
 */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
}

/** The stream was not at the revision the caller expected. `actual` is null when no stream exists. */
export class WrongExpectedVersion extends EventStoreError {
  readonly code = 'wrong_expected_version' as const;
  constructor(
    readonly streamId: string,
    readonly expected: 'no_stream' | 'exists' | 'any' | bigint,
    readonly actual: bigint | null,
  ) {
    super(`Wrong expected version on stream ${streamId}: expected ${String(expected)}, actual ${actual === null ? 'no stream' : String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}

/**
 * PostgreSQL store: event_outbox still holds rows of the stream (a crash between a commit and its
 * append, or a flush still running), so a decision on a state held outside the stream cannot be
 * appended; the caller reads the stream and the outbox's rows instead (the outbox path).
 */
export class OutboxRowsPending extends EventStoreError {
  readonly code = 'outbox_rows_pending' as const;
  constructor(readonly streamId: string) {
    super(`The outbox still holds events of stream ${streamId}`);
    this.name = 'OutboxRowsPending';
  }
}

export class UnknownEventType extends EventStoreError {
  readonly code = 'unknown_event_type' as const;
  constructor(readonly eventType: string) {
    super(`Unknown event type: ${eventType}`);
    this.name = 'UnknownEventType';
  }
}

export class InvalidEventData extends EventStoreError {
  readonly code = 'invalid_event_data' as const;
  constructor(
    readonly eventType: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid data for event type ${eventType}: ${problems.join('; ')}`);
    this.name = 'InvalidEventData';
  }
}

export function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersion {
  return (error as { code?: unknown } | null)?.code === 'wrong_expected_version';
}
