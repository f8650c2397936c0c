export * from './handle-command';
export * from './command-handler';
