import { escapeHtml, isMagazineCategory, MAGAZINE_CATEGORIES, MAGAZINE_PATH, magazineCategoryPath } from '@autoleasing/contracts';
import type {
  CarSeriesDetailDto,
  CarSeriesListItem,
  HomepageResponse,
  MagazineArticleResponse,
  MagazineArticleSummary,
  MagazineCategoryResponse,
  MagazineOverviewResponse,
  OfferListItem,
  PackagesResponse,
  PageContentResponse,
  ProductResponse,
  SearchOffersResponse,
} from '@autoleasing/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { offerPath } from '../../features/catalogue/lib/catalogue-paths';
import { headTagsOf } from '../../features/content/lib/document-head';
import { LISTING_ROUTES, routeListPage } from '../../lib/listing-routes';
import {
  article,
  breadcrumbList,
  carOf,
  itemList,
  jsonLdScript,
  monthlyOffer,
  offerEntryName,
  organization,
  seriesEntryName,
  SITE_NAME,
  type Crumb,
  type JsonLd,
  type ListEntry,
} from './structured-data';

/** What a server-rendered page puts into <head> (issue 18, item 2). */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string | null;
  robots: string;
  image: string;
  ogType: 'website' | 'article' | 'product';
  jsonLd: JsonLd[];
}

export interface PageHeadInput {
  /** The deepest route's handle name (route-handle.ts). */
  routeName: string;
  routeTitle: string;
  url: URL;
  origin: string;
  status: number;
  queryClient: QueryClient;
}

const DEFAULT_DESCRIPTION = 'Neuwagen leasen – für Privat- und Gewerbekunden. Leasing-Angebote vergleichen, online konfigurieren und bestellen.';

/** The first cached answer whose key starts with `prefix` (the loaders put one per page). */
export function cached<T>(queryClient: QueryClient, prefix: unknown[]): T | undefined {
  return queryClient.getQueriesData<T>({ queryKey: prefix }).find(([, data]) => data !== undefined)?.[1];
}

const isOffer = (item: OfferListItem | CarSeriesListItem): item is OfferListItem => 'finance_rate_cents' in item;

function listEntries(origin: string, results: (OfferListItem | CarSeriesListItem)[]): ListEntry[] {
  return results.map((item) =>
    isOffer(item)
      ? { name: offerEntryName(item), url: `${origin}${offerPath(item, null)}`, rateCents: item.finance_rate_cents }
      : {
          name: seriesEntryName(item),
          url: item.cheapest_offer ? `${origin}${offerPath(item.cheapest_offer, null)}` : `${origin}/leasing`,
          rateCents: item.cheapest_finance_rate_cents,
        },
  );
}

const articleEntries = (origin: string, articles: MagazineArticleSummary[]): ListEntry[] =>
  articles.map((a) => ({ name: a.title, url: `${origin}${a.url}`, rateCents: null }));

const carImage = (origin: string, id: string) => `${origin}/og/car/${id}.png`;

/** Breadcrumbs from the path: the home page, each parent section, the page itself by its headline. */
function crumbsOf(input: PageHeadInput, pageName: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Startseite', url: `${input.origin}/` }];
  const parts = input.url.pathname.split('/').filter(Boolean);
  if (parts.length === 0) return crumbs;
  if (parts[0] === 'leasing' && parts.length > 1) crumbs.push({ name: 'Leasing-Angebote', url: `${input.origin}/leasing` });
  if (parts[0] === 'leasing' && parts.length > 2) crumbs.push({ name: parts[1], url: `${input.origin}/leasing/${parts[1]}` });
  if (parts[0] === 'leasing-angebote' || parts[0] === 'package') crumbs.push({ name: 'Leasing-Angebote', url: `${input.origin}/leasing` });
  if (parts[0] === 'magazin' && parts.length > 1) crumbs.push({ name: 'Magazin', url: `${input.origin}${MAGAZINE_PATH}` });
  if (parts[0] === 'magazin' && parts.length > 2 && isMagazineCategory(parts[1])) crumbs.push({ name: MAGAZINE_CATEGORIES[parts[1]].name, url: `${input.origin}${magazineCategoryPath(parts[1])}` });
  crumbs.push({ name: pageName, url: `${input.origin}${input.url.pathname}` });
  return crumbs;
}

/** Structured data and picture of the page's main thing, from the answers its loaders cached. */
function pageThings(input: PageHeadInput, content: PageContentResponse | null): { jsonLd: JsonLd[]; image?: string; ogType?: PageHead['ogType'] } {
  const { queryClient, origin, routeName } = input;
  const page = content?.canonical_url ?? `${origin}${input.url.pathname}`;
  const name = content?.headline ?? input.routeTitle;
  if (routeName === 'index') {
    const home = cached<HomepageResponse>(queryClient, ['homepage']);
    const offers = home ? [...home.top_hot_offers, ...home.hot_offers] : [];
    return {
      jsonLd: [organization(origin), ...(offers.length ? [itemList('Hot Deals', listEntries(origin, offers))] : [])],
      image: offers[0] ? carImage(origin, offers[0].id) : undefined,
    };
  }
  if (LISTING_ROUTES.has(routeName)) {
    const answer = cached<SearchOffersResponse>(queryClient, ['catalog', 'search_offers']);
    const results = answer?.results ?? [];
    const first = results[0];
    const firstOffer = first && (isOffer(first) ? first : first.cheapest_offer);
    return { jsonLd: [itemList(name, listEntries(origin, results))], image: firstOffer ? carImage(origin, firstOffer.id) : undefined };
  }
  if (routeName === 'leasing-group-model-motorisierungen') {
    const series = cached<CarSeriesDetailDto>(queryClient, ['catalog', 'car_series']);
    const entries = (series?.car_models ?? []).map((model) => ({ name: model.name, url: page, rateCents: null }));
    return { jsonLd: [itemList(name, entries)], image: series?.cheapest_offer ? carImage(origin, series.cheapest_offer.id) : undefined };
  }
  if (routeName === 'leasing-angebote-variation') {
    const product = cached<ProductResponse>(queryClient, ['products']);
    if (!product) return { jsonLd: [] };
    const image = carImage(origin, product.car_spec.id);
    return { jsonLd: [carOf(product, { page, image })], image, ogType: 'product' };
  }
  if (routeName === 'package-packageId') {
    const answer = cached<PackagesResponse>(queryClient, ['packages']);
    if (!answer?.packages.length) return { jsonLd: [] };
    const image = carImage(origin, answer.car_spec_id);
    const cheapest = Math.min(...answer.packages.map((p) => p.finance_rate_cents));
    return { jsonLd: [{ '@type': 'Product', name, image, url: page, offers: monthlyOffer(cheapest, page, answer.customer_group) }], image, ogType: 'product' };
  }
  if (routeName === 'magazin') {
    const answer = cached<MagazineOverviewResponse>(queryClient, ['magazine-overview']);
    return { jsonLd: answer ? [itemList(name, articleEntries(origin, answer.categories.flatMap((c) => c.articles)))] : [] };
  }
  // The four category pages are named 'magazin-{slug}' (public-routes), the article page 'magazin-category-slug'.
  if (routeName.startsWith('magazin-') && routeName !== 'magazin-category-slug') {
    const answer = cached<MagazineCategoryResponse>(queryClient, ['magazine']);
    return { jsonLd: answer && 'articles' in answer ? [itemList(name, articleEntries(origin, answer.articles))] : [] };
  }
  if (routeName === 'magazin-category-slug') {
    const answer = cached<MagazineArticleResponse>(queryClient, ['magazine']);
    const image = `${origin}/og/site.png`;
    return answer && 'sections' in answer ? { jsonLd: [article(answer, { page, image, origin })], ogType: 'article' } : { jsonLd: [] };
  }
  return { jsonLd: [] };
}

/** Title, description, canonical and robots from the content endpoint (spec 7.3), else the route's. */
export function pageHead(input: PageHeadInput): PageHead {
  const content = input.status === 200 ? (cached<PageContentResponse | null>(input.queryClient, ['page-content', input.url.pathname]) ?? null) : null;
  const fallbackTitle = `${input.routeTitle} | ${SITE_NAME}`;
  const things = input.status === 200 ? pageThings(input, content) : { jsonLd: [] };
  // The same tags the browser writes after a navigation (usePageSeo), page 2 and later included.
  const tags = headTagsOf(content, fallbackTitle, routeListPage(input.routeName, input.url.searchParams));
  return {
    title: tags.title,
    description: tags.description ?? DEFAULT_DESCRIPTION,
    canonicalUrl: tags.canonicalUrl ?? null,
    // Error pages and pages the content endpoint does not know are never indexed.
    robots: tags.robots ?? 'noindex,follow',
    image: things.image ?? `${input.origin}/og/site.png`,
    ogType: things.ogType ?? 'website',
    jsonLd: [...things.jsonLd, breadcrumbList(crumbsOf(input, content?.headline ?? input.routeTitle))],
  };
}

/** The tags, as HTML for the document's <head>. */
export function headHtml(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : '',
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:locale', 'de_DE'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    jsonLdScript(head.jsonLd),
  ]
    .filter(Boolean)
    .join('');
}
