export * from './runtime-config';
export * from './trusted-proxies';
export * from './operator-config';
export * from './second-factor-secret';
export * from './dependency-timeouts';
export * from './process-settings';
