export * from './runtime';
export * from './audit-trail';
export * from './dealer-discounts';
export * from './discount-comparison';
export * from './deals';
export * from './customer-area';
export * from './offer-prices';
export * from './registry';
