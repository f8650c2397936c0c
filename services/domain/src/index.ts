export * from './shared';
export * from './leasing';
export * from './customer';
export * from './access';
export * from './discount-table';
export * from './deal';
