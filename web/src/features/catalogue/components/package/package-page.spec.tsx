import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearErrorPage } from '../../../../lib/error-page-signal';
import { mockApi } from '../../../../../test/mock-api';
import { renderRoute } from '../../../../../test/render-route';

const ID = '0b6c1a8e-5f0e-4c55-9c1e-3a7d3b0f2a11';
const OTHER = '0b6c1a8e-5f0e-4c55-9c1e-3a7d3b0f2a12';
const pkg = (id: string, rate: number, color: string) => ({
  id,
  name: 'Volkswagen ID.3 Pro',
  manufacturer_name: 'vw',
  inventory_type: 'pre_ordered',
  delivery_time: 'three_to_six_months',
  show_color_as: color,
  extra_equipment: [
    { key: 'heat_pump', label: 'Wärmepumpe', category: 'comfort' },
    { key: 'acc', label: 'Abstandsregeltempomat', category: 'assist' },
    { key: 'camera', label: 'Rückfahrkamera', category: 'assist' },
  ],
  months: 36,
  km_per_year: 10000,
  finance_rate_cents: rate,
  list_price_cents: 4_299_000,
  downpayment_cents: 0,
  one_time_costs_cents: 97_580,
});

/** The API as it answers: in the asked group, or without one in the package's own group (here b2c only). */
function packagesApi(own: 'b2b' | 'b2c' = 'b2c') {
  return mockApi((url) => {
    if (url.pathname !== `/api/v1/car_specs/${ID}/packages`) return undefined;
    const asked = url.searchParams.get('customer_group');
    if (asked && asked !== own) {
      const message = `Leider sind diese Pakete nur für ${own === 'b2c' ? 'Privatkunden' : 'Geschäftskunden'} verfügbar.`;
      return { status: 400, body: { statusCode: 400, code: `packages_only_for_${own}`, message } };
    }
    return { body: { customer_group: asked ?? own, car_spec_id: ID, packages: [pkg(OTHER, 29_900, 'white'), pkg(ID, 31_950, 'black')] } };
  });
}

describe('package page /package/{packageId}', () => {
  // Earlier specs may have chosen a group; each case starts as a new visitor.
  beforeEach(() => {
    document.cookie = 'autoleasing_customer_group=; Max-Age=0; Path=/';
  });

  it('lists the model’s packages for the group, the chosen one marked, with a way to configure oneself', async () => {
    const { lastRequest } = mockApi((url) =>
      url.pathname === `/api/v1/car_specs/${ID}/packages`
        ? { body: { customer_group: url.searchParams.get('customer_group'), car_spec_id: ID, packages: [pkg(OTHER, 29_900, 'white'), pkg(ID, 31_950, 'black')] } }
        : undefined,
    );
    renderRoute(`/package/${ID}?customer_type=P&months=36&km_per_year=10000`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen ID.3 Pro: Paketangebote' })).toBeInTheDocument();
    const request = lastRequest(`/api/v1/car_specs/${ID}/packages`);
    expect(request?.searchParams.get('customer_group')).toBe('b2c');
    expect(request?.searchParams.get('months')).toBe('36');
    expect(request?.searchParams.get('km_per_year')).toBe('10000');

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const chosen = cards.find((card) => card.getAttribute('aria-current') === 'true');
    expect(chosen).toBeDefined();
    expect(within(chosen!).getByText('Ihr gewähltes Paket')).toBeInTheDocument();
    expect(within(chosen!).getByText('€ 319,50')).toBeInTheDocument();
    expect(within(chosen!).getByText('Ausstattung: Wärmepumpe, Abstandsregeltempomat +1 Weitere')).toBeInTheDocument();
    expect(within(chosen!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/leasing-angebote/.*-${ID}\\?months=36&km_per_year=10000&customer_type=P$`)));
    expect(screen.getByRole('link', { name: 'Selbst konfigurieren' })).toHaveAttribute('href', '/leasing?customer_type=P');
  });

  it('a visitor without a chosen group sees a b2c-only package as b2c: gross rate with its terms and the switch (issue 16)', async () => {
    const { lastRequest } = packagesApi('b2c');
    renderRoute(`/package/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen ID.3 Pro: Paketangebote' })).toBeInTheDocument();
    expect(lastRequest(`/api/v1/car_specs/${ID}/packages`)!.searchParams.has('customer_group')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Privatkunden (brutto)' })).toBeChecked();
    const chosen = screen.getAllByRole('article').find((card) => card.getAttribute('aria-current') === 'true')!;
    expect(within(chosen).getByText('inkl. USt. mtl.')).toBeInTheDocument();
    const terms = within(chosen).getByRole('list', { name: 'Konditionen der Rate' });
    expect(terms).toHaveTextContent('36 Monate');
    expect(terms).toHaveTextContent('10.000 km/Jahr');
    expect(terms).toHaveTextContent('0 € Anzahlung');
    expect(terms).toHaveTextContent('Überführung/Zulassung einmalig € 975,80 inkl. USt.');
    // € 319,50 / € 42.990,00 × 100 = 0,743 → 0,74
    expect(within(chosen).getByRole('button', { name: 'Leasingfaktor 0,74' })).toBeInTheDocument();
    expect(within(chosen).getByText(/^Listenpreis € 42\.990,00 inkl\. USt\./)).toBeInTheDocument();
  });

  it('keeps the 400 page for a visitor who chose the other group: switching to Gewerbe on a b2c-only package', async () => {
    packagesApi('b2c');
    const { router } = renderRoute(`/package/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Volkswagen ID.3 Pro: Paketangebote' });
    fireEvent.click(screen.getByRole('radio', { name: 'Geschäftskunden (netto)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=B'));
    expect(await screen.findByText('Leider sind diese Pakete nur für Privatkunden verfügbar.')).toBeInTheDocument();
  });

  it('shows the 400 page again when a navigation clean-up cleared it after the answer came (the page stays never empty)', async () => {
    packagesApi('b2c');
    const { router } = renderRoute(`/package/${ID}?customer_type=B`);
    expect(await screen.findByText('Leider sind diese Pakete nur für Privatkunden verfügbar.')).toBeInTheDocument();
    act(() => clearErrorPage());
    expect(await screen.findByText('Leider sind diese Pakete nur für Privatkunden verfügbar.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer_type=B');
  });

  it('a visitor without a chosen group sees a b2b-only package as b2b (net)', async () => {
    packagesApi('b2b');
    renderRoute(`/package/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Volkswagen ID.3 Pro: Paketangebote' });
    expect(screen.getByRole('radio', { name: 'Geschäftskunden (netto)' })).toBeChecked();
    expect(screen.getAllByText('netto mtl.').length).toBeGreaterThan(0);
  });
});
