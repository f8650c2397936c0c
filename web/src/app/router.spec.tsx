import { screen, waitFor } from '@testing-library/react';
import { catalogueFixtures, mockCatalogueApi } from '../../test/catalogue-api';
import { makeDeal, mockCheckoutApi } from '../../test/checkout-api';
import { CONTRACT_ID, mockCustomerAreaApi, WAITING_ID } from '../../test/customer-area-api';
import { renderRoute, signedIn } from '../../test/render-route';
import { pageLoader } from '../features/checkout/lib/full-page-load';
import type { CustomerGroup, DealCustomerState } from '@autoleasing/contracts';
import type { Session } from '../lib/session';

const { product } = catalogueFixtures;
// A real offer of the recorded answers: the address ends in its car spec id.
const OFFER_PATH = `/leasing-angebote/mercedes-benz-a-klasse-a-250-e-218-ps-progressive-${product.car_spec.id}`;

function currentLayout(container: HTMLElement): string | null {
  return container.querySelector('[data-layout]')?.getAttribute('data-layout') ?? null;
}

describe('router: layout per route group (spec 2.8)', () => {
  // The catalogue pages call the real API; it answers at the network edge with recorded answers.
  beforeEach(() => mockCatalogueApi());

  it.each([
    ['/', 'homepage', 'Neuwagen leasen – privat und gewerblich'],
    ['/leasing', 'level-one', 'Leasing-Angebote'],
    ['/leasing/suv', 'level-one', 'SUV leasen'],
    ['/leasing/kompaktklasse/mercedes-benz-a-klasse', 'level-two', 'Mercedes-Benz A-Klasse leasen'],
    ['/leasing/kompaktklasse/mercedes-benz-a-klasse/motorisierungen', 'level-two', 'Mercedes-Benz A-Klasse: Motorisierungen'],
    [OFFER_PATH, 'pdp', 'Mercedes-Benz A-Klasse'],
    [`/package/${product.car_spec.id}`, 'package', 'A-Klasse A 250 e 218 PS Progressive: Paketangebote'],
    ['/leasing-sonderangebote', 'hot-offers', 'Sonderangebote'],
    ['/magazin', 'level-one', 'Magazin'],
    ['/magazin/ratgeber', 'level-one', 'Magazin: Ratgeber'],
    ['/impressum', 'default', 'Impressum'],
    ['/create-deal?deal_id=7', 'empty', 'Ihr Angebot wird vorbereitet'],
    ['/login', 'wall-centered', 'Anmelden'],
    ['/register', 'wall-centered', 'Registrieren'],
    ['/agbs', 'wall', 'Allgemeine Geschäftsbedingungen'],
    ['/checkout?deal_id=7', 'cashflow', 'Ihre Bestellung'],
    ['/checkout/business-details?deal_id=7', 'cashflow', 'Geschäftliche Angaben'],
    ['/checkout/success?deal_id=7', 'purchase', 'Vielen Dank für Ihre Bestellung'],
    ['/checkout/configurator?deal_id=7', 'configurator', 'Fahrzeug konfigurieren'],
    ['/checkout/configurator/summary?deal_id=7', 'configurator', 'Ihre Konfiguration'],
    ['/customer', 'customer-list', 'Kundenbereich'],
    [`/customer/deals/${CONTRACT_ID}/contracts`, 'customer-detail', 'Volkswagen Passat'],
    ['/customer/personal-details', 'customer-detail', 'Persönliche Daten'],
    ['/customer/waiting-for-delivery', 'waiting-for-delivery', 'Warten auf die Auslieferung'],
    [`/customer/shop/${WAITING_ID}`, 'customer-shop', 'Zusatzangebote für Ihren Volkswagen Golf'],
    ['/customer/shop-form/success', 'customer-shop', 'Ihre Anfrage ist eingegangen'],
    ['/dealer/discount', 'dealer', 'Rabatte und Boni'],
    ['/admin/ops_team/discounts', 'admin', 'Rabattübersicht'],
    ['/error?code=1', 'error', 'Da ist etwas schiefgelaufen'],
  ])('%s renders the %s layout', async (path, layout, heading) => {
    // Protected groups (spec 6) are rendered for a user who may see them; the guards have their own tests.
    const session: Session | undefined = path.startsWith('/admin')
      ? signedIn('Admin')
      : path.startsWith('/dealer')
        ? signedIn('Dealer')
        : /^\/(customer|checkout)/.test(path)
          ? signedIn('Customer')
          : undefined;
    // Checkout pages read their deal (spec 7.5): one in the state whose page this is.
    const dealStates: Record<string, [DealCustomerState, CustomerGroup]> = {
      '/create-deal': ['inquired', 'b2c'],
      '/checkout': ['car_configured', 'b2c'],
      '/checkout/business-details': ['car_configured', 'b2b'],
      '/checkout/success': ['checkout_completed', 'b2c'],
      '/checkout/configurator': ['inquired', 'b2c'],
      '/checkout/configurator/summary': ['inquired', 'b2c'],
    };
    const dealState = dealStates[path.split('?')[0]];
    let checkoutSession = session;
    // Customer-area pages read the customer area's API (spec 7.6).
    if (path.startsWith('/customer')) mockCustomerAreaApi();
    if (dealState) {
      const [customerState, group] = dealState;
      mockCheckoutApi({ deal: makeDeal({ customer_state: customerState, customer_group: group }, group), fallback: globalThis.fetch });
      checkoutSession = signedIn('Customer', { customerGroup: group });
      jest.spyOn(pageLoader, 'load').mockImplementation(() => undefined);
    }
    const { container } = renderRoute(path, { session: checkoutSession });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentLayout(container)).toBe(layout);
  });

  it('gives every layout the landmarks and the skip link', async () => {
    renderRoute('/leasing');
    await screen.findByRole('heading', { level: 1, name: 'Leasing-Angebote' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: /autoleasing/ })).toHaveAttribute('href', '/');
    for (const name of ['Impressum', 'Datenschutz', 'AGB']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('gives a model page one filter panel, the catalogue’s own, and no empty layout column', async () => {
    const { container } = renderRoute('/leasing/kompaktklasse/mercedes-benz-a-klasse');
    await screen.findByRole('heading', { level: 1, name: 'Mercedes-Benz A-Klasse leasen' });
    expect(currentLayout(container)).toBe('level-two');
    expect(screen.queryByRole('complementary', { name: 'Filter' })).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Filter' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Filter' })).toContainElement(screen.getByRole('group', { name: 'Kraftstoff' }));
    // The page's brand, series and (one) body type are the page, not filters.
    for (const fixed of ['Marke', 'Modellreihe', 'Karosserie']) expect(screen.queryByRole('group', { name: fixed })).toBeNull();
  });

  it('sets the document title from the route', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await waitFor(() => expect(document.title).toBe('Anmelden | autoleasing'));
  });

  it('sends unknown customer-area routes to the home page (spec 2.4)', async () => {
    const { router } = renderRoute('/customer/gibt-es-nicht', { session: signedIn('Customer') });
    await screen.findByRole('heading', { level: 1, name: 'Neuwagen leasen – privat und gewerblich' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('route loaders (bulletproof-react: prefetch with the page’s query options)', () => {
  it.each([
    ['/?customer_type=P', '/api/v1/homepage'],
    ['/leasing?customer_type=P', '/api/v1/catalog/search_offers'],
    ['/leasing/kompaktklasse/mercedes-benz-a-klasse?customer_type=P', '/api/v1/catalog/search_offers'],
    ['/leasing/kompaktklasse/mercedes-benz-a-klasse/motorisierungen?customer_type=P', '/api/v1/catalog/manufacturers/mercedes-benz/car_series/a-klasse'],
    [`${OFFER_PATH}?customer_type=P`, `/api/v1/products/${product.car_spec.id}`],
  ])('%s is loaded before it renders, and the page reads that answer (one call)', async (path, endpoint) => {
    const { requests } = mockCatalogueApi();
    const { router } = renderRoute(path);
    // The loader asked before the route rendered.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(requests.some((url) => url.pathname === endpoint)).toBe(true);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('status', { name: /geladen/ })).toBeNull());
    expect(requests.filter((url) => url.pathname === endpoint)).toHaveLength(1);
  });
});
