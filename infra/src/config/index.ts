export * from './runtime-config';
export * from './operator-config';
