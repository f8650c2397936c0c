import { LEGAL_PAGE_TITLES, MAGAZINE_CATEGORY_LINKS } from '@autoleasing/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { indexPage, lazyComponent, lazyLoader, page } from './route-helpers';
import { RequireCustomer } from '../../features/wall';

/**
 * Spec 2.1 and 2.8: homepage and funnel (catalogue, car detail, package, magazine). The catalogue
 * and magazine routes prefetch their page's queries into the app's one QueryClient.
 */
const magazineCategory = () => import('../../features/magazine/components/magazine-category-page').then((m) => m.MagazineCategoryPage);

export function publicRoutes(queryClient: QueryClient): RouteObject[] {
  const catalogue = lazyLoader(() => import('../../features/catalogue/routing/catalogue-loaders').then((m) => m.catalogueLoaders(queryClient)));
  const magazine = lazyLoader(() => import('../../features/magazine/routing/magazine-loaders').then((m) => m.magazineLoaders(queryClient)));
  const legal = lazyLoader(() => import('../../features/legal/routing/legal-loaders').then((m) => m.legalLoaders(queryClient)));
  return [
  {
    lazy: lazyComponent(() => import('../layouts/homepage-layout').then((m) => m.HomepageLayout)),
    children: [
      indexPage({ name: 'index', title: 'Neuwagen leasen' }, () => import('../../features/catalogue/components/home/home-page').then((m) => m.HomePage), catalogue('home')),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/level-one-layout').then((m) => m.LevelOneLayout)),
    children: [
      page('leasing', { name: 'leasing', title: 'Leasing-Angebote' }, () => import('../../features/catalogue/components/listing/leasing-page').then((m) => m.LeasingPage), catalogue('leasing')),
      page('leasing/:group', { name: 'leasing-group', title: 'Leasing-Angebote nach Kategorie' }, () => import('../../features/catalogue/components/listing/category-page').then((m) => m.CategoryPage), catalogue('category')),
      // Magazine pages have no layout of their own and get the fallback layout (spec 2.8).
      page('magazin', { name: 'magazin', title: 'Magazin' }, () => import('../../features/magazine/components/magazine-overview-page').then((m) => m.MagazineOverviewPage), magazine('overview')),
      ...MAGAZINE_CATEGORY_LINKS.map(({ slug, name, path }) => page(path.slice(1), { name: `magazin-${slug}`, title: `Magazin: ${name}` }, magazineCategory, magazine('category'))),
      page('magazin/:category/:slug', { name: 'magazin-category-slug', title: 'Magazin' }, () =>
        import('../../features/magazine/components/magazine-article-page').then((m) => m.MagazineArticlePage),
        magazine('article'),
      ),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/level-two-layout').then((m) => m.LevelTwoLayout)),
    children: [
      page('leasing/:group/:model', { name: 'leasing-group-model', title: 'Leasing-Angebote für dieses Modell' }, () => import('../../features/catalogue/components/listing/model-page').then((m) => m.ModelPage), catalogue('model')),
      page('leasing/:group/:model/motorisierungen', { name: 'leasing-group-model-motorisierungen', title: 'Motorisierungen' }, () =>
        import('../../features/catalogue/components/listing/engines-page').then((m) => m.EnginesPage),
        catalogue('engines'),
      ),
      page('leasing/:group/:model/sofort-verfuegbar', { name: 'leasing-group-model-sofort-verfuegbar', title: 'Sofort verfügbare Fahrzeuge' }, () =>
        import('../../features/catalogue/components/listing/model-page').then((m) => m.StockModelPage),
        catalogue('stockModel'),
      ),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/hot-offers-layout').then((m) => m.HotOffersLayout)),
    children: [
      page('leasing-sonderangebote', { name: 'leasing-sonderangebote', title: 'Sonderangebote' }, () => import('../../features/catalogue/components/listing/special-offers-page').then((m) => m.SpecialOffersPage), catalogue('specialOffers')),
      // The spec names the hot offers page without a path; ours.
      page('hot-deals', { name: 'hot-offers', title: 'Hot Deals' }, () => import('../../features/catalogue/components/listing/hot-offers-page').then((m) => m.HotOffersPage), catalogue('hotOffers')),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/pdp-layout').then((m) => m.PdpLayout)),
    children: [
      page('leasing-angebote/:variation', { name: 'leasing-angebote-variation', title: 'Fahrzeugdetails' }, () =>
        import('../../features/catalogue/components/detail/car-detail-page').then((m) => m.CarDetailPage),
        catalogue('carDetail'),
      ),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/package-layout').then((m) => m.PackageLayout)),
    children: [
      page('package/:packageId', { name: 'package-packageId', title: 'Paketangebot' }, () =>
        import('../../features/catalogue/components/package/package-page').then((m) => m.PackagePage),
        catalogue('packages'),
      ),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/default-layout').then((m) => m.DefaultLayout)),
    children: [
      page('impressum', { name: 'impressum', title: LEGAL_PAGE_TITLES['/impressum'] }, () => import('../../features/legal/components/imprint-page').then((m) => m.ImprintPage), legal('operator')),
      page('hilfe', { name: 'hilfe', title: 'Hilfe und häufige Fragen' }, () => import('../../features/help/components/help-page').then((m) => m.PublicHelpPage)),
      page('datenschutz', { name: 'datenschutz', title: LEGAL_PAGE_TITLES['/datenschutz'] }, () =>
        import('../../features/legal/components/privacy-page').then((m) => m.PrivacyPage),
        legal('operator'),
      ),
    ],
  },
  {
    lazy: lazyComponent(() => import('../layouts/empty-layout').then((m) => m.EmptyLayout)),
    // The spec names no path for the create-deal entry (query deal_id or deal_props); ours.
    // Spec 6: visitors go to /login with redirect_url on the create-deal page too.
    children: [
      {
        Component: RequireCustomer,
        children: [
          page('create-deal', { name: 'create-deal', title: 'Ihr Angebot wird vorbereitet' }, () =>
            import('../../features/checkout/components/create-deal-page').then((m) => m.CreateDealPage),
          ),
        ],
      },
    ],
  },
];
}
