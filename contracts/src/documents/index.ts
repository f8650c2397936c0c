export * from './documents-api';
