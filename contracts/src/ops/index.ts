export * from './ops-deals-api';
