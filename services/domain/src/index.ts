export * from './shared';
export * from './leasing';
