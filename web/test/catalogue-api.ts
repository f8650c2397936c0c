import carSeries from './fixtures/catalogue/car-series-b2c.json';
import finance24 from './fixtures/catalogue/finance-24-10000.json';
import finance48 from './fixtures/catalogue/finance-48-20000.json';
import homepage from './fixtures/catalogue/homepage-b2c.json';
import levelOne from './fixtures/catalogue/level-one-b2c.json';
import levelTwo from './fixtures/catalogue/level-two-b2c.json';
import navigationBar from './fixtures/catalogue/navigation-bar-b2c.json';
import packages from './fixtures/catalogue/packages-b2c.json';
import product from './fixtures/catalogue/product-b2c.json';
import magazineOverview from './fixtures/magazine/overview.json';
import magazineRatgeber from './fixtures/magazine/ratgeber.json';
import type { FilterCarSeriesGroup } from '@autoleasing/contracts';
import { mockApi, type Route } from './mock-api';

/**
 * The catalogue API at the network edge, answered with the recorded b2c fixtures (demo data):
 * homepage, level-one and level-two search, the Mercedes-Benz A-Klasse series and one of its offers
 * with two finance terms and its package, the navigation bar, the magazine's front page and its Ratgeber. Anything else is the API's 404, so a page asking for more fails loudly.
 */
export const catalogueFixtures = { carSeries, finance24, finance48, homepage, levelOne, levelTwo, navigationBar, packages, product };

const FINANCE = new Map([
  ['24:10000', finance24],
  ['48:20000', finance48],
]);

export const catalogueRoute: Route = (url) => {
  const path = url.pathname;
  const query = url.searchParams;
  if (path === '/api/v1/homepage') return { body: homepage };
  if (path === '/api/v1/navigation_bar') return { body: navigationBar };
  if (path === '/fe-api/v1/magazine') return { body: magazineOverview };
  if (path === '/fe-api/v1/magazine/ratgeber') return { body: magazineRatgeber };
  if (path === '/api/v1/catalog/search_offers') return { body: query.get('aggregation') === 'level_two' ? levelTwo : levelOne };
  if (path === `/api/v1/catalog/manufacturers/${carSeries.manufacturer_name}/car_series/${carSeries.slug}`) return { body: carSeries };
  if (path === `/api/v1/products/${product.car_spec.id}`) return { body: product };
  if (path === `/api/v1/car_specs/${product.car_spec.id}/packages`) return { body: packages };
  if (path === `/api/v1/car_specs/${product.car_spec.id}/finance_details`) {
    // Other terms answer like the 24-month one with their own months and km: a visitor without a
    // chosen group opens this b2c offer as b2c, so the page asks for its cheapest term's example.
    const answer = FINANCE.get(`${query.get('months')}:${query.get('km')}`) ?? { ...finance24, runtime: Number(query.get('months')), km_per_year: Number(query.get('km')) };
    return { body: answer };
  }
  return undefined;
};

/** Stubs `fetch` with the catalogue answers; `extra` answers first (e.g. a spec's own error case). */
export function mockCatalogueApi(extra?: Route) {
  return mockApi((url) => extra?.(url) ?? catalogueRoute(url));
}

type SeriesBrand = Omit<FilterCarSeriesGroup, 'facets'>;
/** Series filter answers (GET …/search_offers/car_series) whose brands' offers are all compact petrol automatics. */
export const withFacets = (brands: SeriesBrand[]): FilterCarSeriesGroup[] =>
  brands.map((brand) => {
    const offers = brand.car_series.reduce((sum, series) => sum + series.count, 0);
    return { ...brand, facets: { body_type: { compact: offers }, fuel_type: { petrol: offers }, gear_type: { automatic: offers } } };
  });
