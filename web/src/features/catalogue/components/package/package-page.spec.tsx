import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../../../test/mock-api';
import { renderRoute } from '../../../../../test/render-route';

const ID = '0b6c1a8e-5f0e-4c55-9c1e-3a7d3b0f2a11';
const OTHER = '0b6c1a8e-5f0e-4c55-9c1e-3a7d3b0f2a12';
const pkg = (id: string, rate: number, color: string) => ({
  id,
  name: 'Volkswagen ID.3 Pro',
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
});

describe('package page /package/{packageId}', () => {
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
});
