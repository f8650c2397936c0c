export * from './config';
export * from './db';
export * from './event-store';
