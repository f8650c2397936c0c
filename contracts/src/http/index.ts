export * from './api-error';
export * from './catalogue';
