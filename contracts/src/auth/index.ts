export * from './auth-api';
export * from './redirect-target';
export * from './terms';
export * from './crawler';
export * from './password-policy';
export * from './security-log';
export * from './email';
