export { discountComparisonProjection, DISCOUNT_COMPARISON_EVENT_TYPES, DISCOUNT_COMPARISON_TABLES } from './discount-comparison.projection';
