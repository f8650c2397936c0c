export * from './money';
export * from './number';
export * from './percent';
export * from './date';
export * from './text';
export * from './brand';
export * from './slug';
export * from './price-range';
