export * from './data-source';
export * from './ensure-database';
export * from './migrate';
export * from './pg-pool';
export * from './in-transaction';
