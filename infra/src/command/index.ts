export * from './handle-command';
export * from './command-handler';
export * from './retry-policy';
