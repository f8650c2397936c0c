export * from './documents-api';
export * from './document-types';
export * from './document-size';
