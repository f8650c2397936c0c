import { eventTypeFilter, excludeSystemEvents, START, type AllStreamResolvedEvent, type EventStoreDBClient } from '@eventstore/db-client';
import type { EventTypeRegistry } from '../event-type-registry';
import type { GlobalPosition, RecordedEvent, SubscribeOptions, Subscription } from '../types';
import { decodeEsdbPosition, encodeEsdbPosition, fromEsdbEvent, isSystemEventType } from './esdb-mapping';

const DEFAULT_BATCH_SIZE = 1000;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catch-up subscription to $all, filtered server-side (system events out; only the given types
 * when asked). ESDB pushes events one by one; we gather what has arrived into a batch, pause the
 * stream while `onEvents` runs (back-pressure) and resume afterwards.
 */
export function startEsdbSubscription(
  client: EventStoreDBClient,
  registry: EventTypeRegistry,
  options: SubscribeOptions,
  target: Promise<GlobalPosition>,
): Subscription {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const after = options.after ?? 0n;
  const filter = options.eventTypes
    ? eventTypeFilter({ regex: `^(?:${options.eventTypes.map(escapeRegex).join('|')})$`, checkpointInterval: 1, checkpointReached: (_s, p) => onProgress(encodeEsdbPosition(p)) })
    : excludeSystemEvents({ checkpointInterval: 1, checkpointReached: (_s, p) => onProgress(encodeEsdbPosition(p)) });
  const subscription = client.subscribeToAll({ fromPosition: after > 0n ? decodeEsdbPosition(after) : START, filter });

  let resolveCaughtUp!: () => void;
  let rejectCaughtUp!: (e: unknown) => void;
  let caughtUpDone = false;
  const caughtUp = new Promise<void>((resolve, reject) => {
    resolveCaughtUp = () => {
      caughtUpDone = true;
      resolve();
    };
    rejectCaughtUp = reject;
  });
  caughtUp.catch(() => undefined);
  let targetPosition: GlobalPosition | undefined;
  let delivered = after;
  target.then(
    (t) => {
      targetPosition = t;
      onProgress(delivered);
    },
    (e: unknown) => rejectCaughtUp(e),
  );
  function onProgress(position: GlobalPosition) {
    if (!caughtUpDone && targetPosition !== undefined && position >= targetPosition) resolveCaughtUp();
  }

  let buffer: RecordedEvent[] = [];
  let flushing = false;
  let flushScheduled = false;
  let stopped = false;
  let serverCaughtUp = false;

  const report = (error: unknown) => {
    if (options.onError) options.onError(error);
    else console.error('Event store subscription failed', error);
  };

  const flush = async () => {
    flushScheduled = false;
    if (flushing || stopped || buffer.length === 0) return;
    flushing = true;
    subscription.pause();
    try {
      while (buffer.length > 0 && !stopped) {
        const batch = buffer.slice(0, batchSize);
        buffer = buffer.slice(batch.length);
        await options.onEvents(batch);
        delivered = batch[batch.length - 1].position;
        onProgress(delivered);
      }
    } catch (error) {
      stopped = true;
      report(error);
      if (!caughtUpDone) rejectCaughtUp(error);
      await subscription.unsubscribe().catch(() => undefined);
      return;
    } finally {
      flushing = false;
    }
    if (serverCaughtUp && buffer.length === 0) resolveCaughtUp();
    if (!stopped) subscription.resume();
  };

  subscription.on('data', (resolved: AllStreamResolvedEvent) => {
    const event = resolved.event;
    if (!event || isSystemEventType(event.type)) return;
    const recorded = fromEsdbEvent(event, registry);
    if (recorded.position <= after) return;
    buffer.push(recorded);
    if (buffer.length >= batchSize) void flush();
    else if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => void flush());
    }
  });
  // Servers from 23.10 announce when the catch-up phase ends; older ones rely on the target.
  subscription.on('caughtUp', () => {
    serverCaughtUp = true;
    if (buffer.length === 0 && !flushing) resolveCaughtUp();
  });
  subscription.on('error', (error) => {
    if (stopped) return;
    report(error);
    if (!caughtUpDone) rejectCaughtUp(error);
  });

  return {
    caughtUp,
    async stop() {
      stopped = true;
      await subscription.unsubscribe().catch(() => undefined);
      while (flushing) await new Promise((r) => setTimeout(r, 5));
      if (!caughtUpDone) rejectCaughtUp(new Error('Subscription stopped before catching up'));
    },
  };
}
