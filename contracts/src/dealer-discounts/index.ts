export * from './fields';
export * from './api';
export * from './price-preview';
