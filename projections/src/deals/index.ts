export * from './deals.projection';
export * from './deals.tables';
