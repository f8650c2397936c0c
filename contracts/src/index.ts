export * from './events';
export * from './jobs';
export * from './http';
export * from './catalogue';
export * from './format';
export * from './auth';
export * from './analytics';
export * from './dealer-discounts';
