/**
 * The key of a stream's transaction-scoped advisory lock (`pg_advisory_xact_lock(hashtextextended(key, 0))`),
 * which every writer of the stream takes: EventStore.transact/appendWithRows and the outbox.
 * The prefix is historical (the outbox took it first); changing it would split the lock while
 * processes of two versions run side by side.
 */
export function streamLockKey(streamId: string): string {
  return `event-outbox:${streamId}`;
}
