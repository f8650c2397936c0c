export * from './analytics-events';
