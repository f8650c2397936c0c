export * from './dealer-discounts.projection';
export * from './dealer-discounts.tables';
