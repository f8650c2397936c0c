export * from './runtime';
export * from './audit-trail';
export * from './registry';
