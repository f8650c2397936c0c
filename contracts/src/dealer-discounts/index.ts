export * from './fields';
export * from './api';
export * from './sheet-import';
