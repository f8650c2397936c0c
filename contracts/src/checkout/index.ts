export * from './customer-states';
export * from './routes';
export * from './payment-due';
export * from './dates';
export * from './euro-text';
export * from './api';
export * from './ops-transitions';
export * from './order-rules';
