export * from './new-events';
export * from './command-handler';
export * from './retry-policy';
