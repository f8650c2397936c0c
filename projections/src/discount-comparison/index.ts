export { discountComparisonProjection, DISCOUNT_COMPARISON_EVENT_TYPES } from './discount-comparison.projection';
export { createDiscountComparisonTables, DISCOUNT_COMPARISON_TABLES } from './discount-comparison.tables';
