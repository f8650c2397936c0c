export * from './job-queues';
export * from './redis-connection';
