export * from './job-queues';
export * from './redis-connection';
export * from './campaign-boundaries';
