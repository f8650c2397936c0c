export * from './worker-app';
