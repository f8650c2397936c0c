export * from './event-outbox';
export * from './stream-state-cache';
