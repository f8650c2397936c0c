export * from './runtime';
export * from './audit-trail';
export * from './deals';
export * from './registry';
