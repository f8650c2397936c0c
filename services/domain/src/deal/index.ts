export * from './deal.events';
export * from './deal.transitions';
export * from './deal.decider';
export * from './rate-calculation';
export * from './deal-event-schemas';
export * from './self-assessment-version';
export * from './deal-order.rules';
export { documentNotFound } from './deal-documents.decider';
export { paymentNotDue } from './deal-payment.decider';
