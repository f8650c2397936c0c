export * from './event-outbox';
