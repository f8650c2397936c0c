export * from './runtime-config';
export * from './operator-config';
export * from './second-factor-secret';
