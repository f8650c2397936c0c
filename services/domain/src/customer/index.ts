export * from './customer.events';
export * from './customer.decider';
