import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { readVisitorCustomerGroup } from '../../../lib/customer-group-choice';
import { raiseErrorPage } from '../../../lib/error-page-signal';
import { sessionQueryOptions } from '../../../lib/session';
import { getCarSeriesDetailQueryOptions } from '../api/car-series-detail';
import { getFilterCarSeriesQueryOptions } from '../api/filter-car-series';
import { getHomepageQueryOptions } from '../api/homepage';
import { getPackagesQueryOptions } from '../api/packages';
import { getProductQueryOptions } from '../api/product';
import { getSearchOffersQueryOptions } from '../api/search-offers';
import { termQuery } from '../components/detail/use-term-choice';
import { variationId } from '../lib/catalogue-paths';
import { customerGroupOf } from '../lib/customer-group';
import { readLastSeen } from '../lib/last-seen';
import { brandListing, categoryListing, hotOffersListing, LEASING_LISTING, listingFilterQueries, listingSearchParams, modelListing, SPECIAL_OFFERS_LISTING, type ListingPage } from '../lib/listing-pages';

/**
 * Route loaders (bulletproof-react): they start the page's queries while the route's code loads,
 * with the same query options the page reads, so the page renders from the cache.
 *
 * They never fail the navigation. A failing call has already got the API client's reaction of
 * spec 8 (toast, raised error page, /error); the query stays without data, so the page asks again
 * when it mounts and shows the failure the way it always does (e.g. the other-group notice).
 */
type Loader = (args: LoaderFunctionArgs) => Promise<null>;

async function prefetch(run: () => Promise<unknown>): Promise<null> {
  try {
    await run();
  } catch {
    // Handled by the API client and the page (see above).
  }
  return null;
}

/** The group the page will show: the account's, else the URL preset, else the visitor's cookie. */
async function groupOf(queryClient: QueryClient, search: URLSearchParams) {
  return (await groupStateOf(queryClient, search)).group;
}

async function groupStateOf(queryClient: QueryClient, search: URLSearchParams) {
  const session = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => undefined);
  return customerGroupOf(session, search, readVisitorCustomerGroup());
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * A URL without an offer id names no page: the 404, raised here so that the server answers it with
 * that status (the page's own raise runs in an effect, which the server render never runs).
 */
function raiseNoSuchPage(): void {
  raiseErrorPage(404);
}

function listingLoader(queryClient: QueryClient, pageOf: (args: LoaderFunctionArgs, group: Awaited<ReturnType<typeof groupOf>>) => ListingPage | undefined): Loader {
  return (args) =>
    prefetch(async () => {
      const search = searchOf(args.request);
      const group = await groupOf(queryClient, search);
      const page = pageOf(args, group);
      if (!page) return;
      await Promise.all([
        queryClient.ensureQueryData(getSearchOffersQueryOptions(listingSearchParams(page, search, group))),
        ...listingFilterQueries(page, search, group).map((params) => queryClient.ensureQueryData(getFilterCarSeriesQueryOptions(params))),
      ]);
    });
}

export const catalogueLoaders = (queryClient: QueryClient) => ({
  /** / */
  home: ((args) =>
    prefetch(async () => {
      const group = await groupOf(queryClient, searchOf(args.request));
      await queryClient.ensureQueryData(getHomepageQueryOptions({ group, lastSeenIds: readLastSeen() }));
    })) satisfies Loader,
  /** /leasing */
  leasing: listingLoader(queryClient, () => LEASING_LISTING),
  /** /leasing/{group}: a category or a brand */
  category: listingLoader(queryClient, ({ params }) => (categoryListing(params.group ?? '') ?? brandListing(params.group ?? ''))?.page),
  /** /leasing/{group}/{model} */
  model: listingLoader(queryClient, ({ params }) => modelListing(params.group ?? '', params.model ?? '', 'all')?.page),
  /** /leasing/{group}/{model}/sofort-verfuegbar */
  stockModel: listingLoader(queryClient, ({ params }) => modelListing(params.group ?? '', params.model ?? '', 'stock')?.page),
  /** /leasing-sonderangebote */
  specialOffers: listingLoader(queryClient, () => SPECIAL_OFFERS_LISTING),
  /** /hot-deals */
  hotOffers: listingLoader(queryClient, (_args, group) => hotOffersListing(group)),
  /** /leasing/{group}/{model}/motorisierungen */
  engines: ((args) =>
    prefetch(async () => {
      const listing = modelListing(args.params.group ?? '', args.params.model ?? '', 'all');
      if (!listing) return;
      const group = await groupOf(queryClient, searchOf(args.request));
      await queryClient.ensureQueryData(getCarSeriesDetailQueryOptions({ brand: listing.brand, series: listing.series, group }));
    })) satisfies Loader,
  /** /leasing-angebote/{variation} */
  carDetail: ((args) =>
    prefetch(async () => {
      const id = variationId(args.params.variation ?? '');
      const search = searchOf(args.request);
      // The page sends an invalid term to /error without asking the API (spec 5.1).
      if (!termQuery(search).valid) return;
      if (!id) return raiseNoSuchPage();
      // As the page: no group chosen → the offer's own group (issue 16).
      const state = await groupStateOf(queryClient, search);
      const group = state.chosen ? state.group : undefined;
      // As the page: the car itself is not among the last seen it sends.
      const lastSeenIds = readLastSeen().filter((seen) => seen !== id);
      await queryClient.ensureQueryData(getProductQueryOptions({ id, group, lastSeenIds }));
    })) satisfies Loader,
  /** /package/{packageId} */
  packages: ((args) =>
    prefetch(async () => {
      const id = variationId(args.params.packageId ?? '');
      const search = searchOf(args.request);
      const term = termQuery(search);
      if (!term.valid) return;
      if (!id) return raiseNoSuchPage();
      // As the page: no group chosen → the package's own group (issue 16).
      const state = await groupStateOf(queryClient, search);
      const group = state.chosen ? state.group : undefined;
      await queryClient.ensureQueryData(getPackagesQueryOptions({ carSpecId: id, group, months: term.months, kmPerYear: term.km }));
    })) satisfies Loader,
});

export type CatalogueLoaderName = keyof ReturnType<typeof catalogueLoaders>;
