export * from './payment-api';
