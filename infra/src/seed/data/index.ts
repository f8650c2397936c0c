import { ASIAN_BRANDS } from './series-asian';
import { GERMAN_BRANDS } from './series-german';
import { OTHER_BRANDS } from './series-other';
import type { BrandCatalogue } from './catalogue-types';

export * from './catalogue-types';
export * from './lenders';
export * from './places';

/** Series data for every brand of @autoleasing/contracts' BRANDS. */
export const BRAND_CATALOGUE: readonly BrandCatalogue[] = [...GERMAN_BRANDS, ...ASIAN_BRANDS, ...OTHER_BRANDS];
