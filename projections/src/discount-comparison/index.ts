export { discountComparisonProjection } from './discount-comparison.projection';
export { createDiscountComparisonTables, DISCOUNT_COMPARISON_TABLES } from './discount-comparison.tables';
