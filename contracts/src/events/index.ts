export * from './metadata';
