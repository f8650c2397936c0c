export * from './customer-area.projection';
export * from './customer-area.tables';
