export * from './fields';
export * from './api';
export * from './sheet-import';
export * from './price-preview';
export * from './cell-rules';
export * from './cell-format';
export * from './relative-change';
