import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getMagazineArticleQueryOptions } from '../api/magazine-article';
import { getMagazineCategoryQueryOptions } from '../api/magazine-category';
import { getMagazineOverviewQueryOptions } from '../api/magazine-overview';
import { categoryOfPath } from '../components/magazine-categories';

/**
 * Route loaders of the magazine, as the catalogue's: they start the page's query while the
 * route's code loads, with the query options the page reads, so the page renders from the cache.
 * They never fail the navigation: a failed call already raised its error page (public client,
 * spec 8: an unknown article is the 404 page), and the page shows nothing in its place.
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

export const magazineLoaders = (queryClient: QueryClient) => ({
  /** /magazin */
  overview: (() => prefetch(() => queryClient.ensureQueryData(getMagazineOverviewQueryOptions()))) satisfies Loader,
  /** /magazin/{category} (the four fixed category paths). */
  category: ((args) => {
    const category = categoryOfPath(new URL(args.request.url).pathname);
    return prefetch(() => queryClient.ensureQueryData(getMagazineCategoryQueryOptions(category)));
  }) satisfies Loader,
  /** /magazin/{category}/{slug} */
  article: ((args) => {
    const { category = '', slug = '' } = args.params;
    return prefetch(() => queryClient.ensureQueryData(getMagazineArticleQueryOptions(category, slug)));
  }) satisfies Loader,
});
