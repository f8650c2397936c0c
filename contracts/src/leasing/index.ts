export * from './formula';
export * from './reprice-offer';
