export * from './payment-provider';
export * from './sandbox-payment-provider';
