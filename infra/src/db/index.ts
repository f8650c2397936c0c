export * from './ensure-database';
export * from './migrate';
export * from './pg-pool';
export * from './in-transaction';
export { CATALOGUE_CHANGED_CHANNEL, CATALOGUE_TABLES } from './migrations/1763700000011-catalogue-changes';
export { AUTH_SESSION_CHANGED_CHANNEL } from './migrations/1763700000076-session-change-notify';
export * from './named-statement';
export * from './pg-channel-listener';
export * from './customer-details';
