import { BRAND_SLUGS, type CustomerGroup } from '@autoleasing/contracts';
import type { SearchOffersParams } from '../api/search-offers';
import { budgetKey, parseListing } from './listing-query';

const BRANDS_LONGEST_FIRST = [...BRAND_SLUGS].sort((a, b) => b.length - a.length);

/** How many alternatives the page of a car that is gone offers. */
export const ALTERNATIVES_SIZE = 6;

/**
 * The search for offers like a car that no longer exists (issue 18, item 3): its brand, read from
 * the start of the URL's slug ('opel-frontera-…-{id}'), cheapest first; without a brand the hot
 * offers. The server render and the page ask the same, so the page shows what the server cached.
 */
export function goneOfferAlternatives(variation: string, group: CustomerGroup): SearchOffersParams {
  const brand = BRANDS_LONGEST_FIRST.find((slug) => variation.toLowerCase().startsWith(`${slug}-`));
  const sort = budgetKey(group);
  return {
    state: { ...parseListing(new URLSearchParams()), sort, direction: 'asc' },
    group,
    aggregation: 'level_two',
    fixed: brand ? { manufacturer_name: [brand] } : { hot_offer: true },
    size: ALTERNATIVES_SIZE,
  };
}
