export * from './secret-hash';
