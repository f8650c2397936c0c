export * from './payment-api';
export * from './card-rules';
