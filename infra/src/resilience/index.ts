export * from './dependency-unavailable';
export * from './dependency-errors';
export * from './hard-exit';
export * from './keyed-serializer';
