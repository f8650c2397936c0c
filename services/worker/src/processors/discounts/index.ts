export * from './discount-targets';
export * from './discounts-bulk.processors';
export * from './run-discount-batches';
export * from './update-all-cells';
export * from './campaign-boundary.processor';
