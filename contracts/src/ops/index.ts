export * from './ops-deals-api';
export * from './admin-discounts-api';
export * from './ops-action-rules';
