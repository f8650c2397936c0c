export * from './types';
export * from './errors';
export * from './event-type-registry';
export * from './postgres-event-store';
export * from './esdb-connection-string';
export * from './create-event-store';
export * from './stream-lock';
