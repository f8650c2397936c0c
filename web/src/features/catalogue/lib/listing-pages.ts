import type { CustomerGroup, OfferFlagFilter, OfferSortKey } from '@autoleasing/contracts';
import type { FilterCarSeriesParams } from '../api/filter-car-series';
import type { SearchOffersParams } from '../api/search-offers';
import { brandOfSlug, categoryOfSlug, parseModelSlug, type CategoryFilter } from './catalogue-paths';
import { budgetKey, parseListing, type ApiQueryOptions, type TermKey } from './listing-query';

/** The filters whose choices are the page's own: the brands, body, fuel and gear types it has offers of. */
export const PAGE_CHOICE_KEYS = ['manufacturer_name', 'body_type', 'fuel_type', 'gear_type'] as const;
export type PageChoiceKey = (typeof PAGE_CHOICE_KEYS)[number];

/** What a list page asks the search for, apart from the URL's filters (its fixed part). */
export interface ListingPage {
  aggregation: ApiQueryOptions['aggregation'];
  fixed?: ApiQueryOptions['fixed'];
  size?: number;
  /** Lists without filters and sort (the hot offers page: 100 per page, cheapest first); pages stay. */
  plain?: boolean;
  /** The fixed order of a plain list. */
  sort?: OfferSortKey;
  /** Filters the page fixes itself (its brand, category, series): not offered again. */
  hiddenFilters?: readonly (TermKey | OfferFlagFilter)[];
}

/**
 * The filter choices a list page reads besides its results (brands and series with offers), for
 * the route loader to fetch with the results, so the server renders them too. None on plain lists.
 */
export function listingFilterQueries(page: ListingPage, search: URLSearchParams, group: CustomerGroup): FilterCarSeriesParams[] {
  if (page.plain) return [];
  const shown = (key: TermKey) => !page.hiddenFilters?.includes(key);
  const brands = parseListing(search).terms.manufacturer_name ?? [];
  return [
    // What the page can show at all: the brand, body, fuel and gear choices and counts (page-choices.ts).
    ...(PAGE_CHOICE_KEYS.some(shown) ? [{ group, brands: [], fixed: page.fixed }] : []),
    ...(shown('car_series') ? [{ group, brands, fixed: page.fixed }] : []),
  ];
}

/**
 * The search_offers params of a list page: the page's fixed part plus the URL's filters. The page
 * and its route loader both call this, so the loader fills exactly the query the page reads.
 */
export function listingSearchParams(page: ListingPage, search: URLSearchParams, group: CustomerGroup): SearchOffersParams {
  const state = page.plain ? plainState(page, search) : parseListing(search);
  return { state, group, aggregation: page.aggregation, fixed: page.fixed, size: page.size };
}

/** A plain list reads nothing but the page from the URL. */
function plainState(page: ListingPage, search: URLSearchParams) {
  const paged = new URLSearchParams();
  const number = search.get('page');
  if (number !== null) paged.set('page', number);
  return { ...parseListing(paged), sort: page.sort, direction: page.sort ? ('asc' as const) : undefined };
}

export const LEASING_LISTING: ListingPage = { aggregation: 'level_one' };
export const SPECIAL_OFFERS_LISTING: ListingPage = { aggregation: 'level_two', fixed: { sonderangebote: true } };

/** Spec 7.2: hot offers, the group's rate ascending, 100 per page (issue 18: every one reachable). */
export const hotOffersListing = (group: CustomerGroup): ListingPage => ({ aggregation: 'level_two', fixed: { hot_offer: true }, size: 100, plain: true, sort: budgetKey(group) });

/** /leasing/{group}: undefined for a slug that is no category (the page's 404). */
export function categoryListing(slug: string): { category: CategoryFilter; page: ListingPage & { hiddenFilters: TermKey[] } } | undefined {
  const category = categoryOfSlug(slug);
  if (!category) return undefined;
  return { category, page: { aggregation: 'level_one', fixed: { [category.key]: [category.value] }, hiddenFilters: [category.key] } };
}

/** /leasing/{brand}: the brand's listing, level one; undefined for a slug that is no brand. */
export function brandListing(slug: string): { brand: string; page: ListingPage & { hiddenFilters: TermKey[] } } | undefined {
  const brand = brandOfSlug(slug);
  if (!brand) return undefined;
  return { brand, page: { aggregation: 'level_one', fixed: { manufacturer_name: [brand] }, hiddenFilters: ['manufacturer_name'] } };
}

export type ModelView = 'all' | 'stock';

/** /leasing/{group}/{brand}-{series}[/sofort-verfuegbar]: undefined for unknown parts (the page's 404). */
export function modelListing(groupSlug: string, model: string, view: ModelView): { brand: string; series: string; page: ListingPage & { hiddenFilters: TermKey[] } } | undefined {
  const parsed = categoryOfSlug(groupSlug) ? parseModelSlug(model) : undefined;
  if (!parsed) return undefined;
  return {
    ...parsed,
    page: {
      aggregation: 'level_two',
      fixed: { manufacturer_name: [parsed.brand], car_series: [parsed.series], ...(view === 'stock' ? { inventory_type: ['stock'] } : {}) },
      // A series has one body type: its page offers no other.
      hiddenFilters: view === 'stock' ? ['manufacturer_name', 'car_series', 'body_type', 'inventory_type', 'offer_type'] : ['manufacturer_name', 'car_series', 'body_type'],
    },
  };
}
