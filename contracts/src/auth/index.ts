export * from './auth-api';
export * from './redirect-target';
export * from './terms';
export * from './crawler';
export * from './security-log';
