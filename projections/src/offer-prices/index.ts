export * from './offer-discount';
export * from './offer-prices.projection';
export * from './offer-prices.tables';
export * from './offer-pricing';
export * from './reprice-offers';
export * from './row-pricing';
export * from './catch-up-offer-prices';
