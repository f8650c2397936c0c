export * from './config';
export * from './db';
export * from './event-store';
export * from './command';
export * from './jobs';
export * from './seed';
export * from './event-outbox';
export * from './documents';
