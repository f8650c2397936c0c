export * from './test-database';
export * from './read-until';
export * from './tcp-proxy';
export * from './spawn-ts-child';
