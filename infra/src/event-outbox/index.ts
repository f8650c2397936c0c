export * from './event-outbox';
export * from './stream-state-cache';
export * from './outbox-per-pool';
