import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../../../test/render-route';
import levelOne from '../../../../../test/fixtures/catalogue/level-one-b2c.json';
import { mockApi } from '../../../../../test/mock-api';

const SEARCH = '/api/v1/catalog/search_offers';

function setup(path: string) {
  const api = mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : undefined));
  const view = renderRoute(path);
  return { ...api, ...view };
}

describe('/leasing', () => {
  it('lists car series of level one with the group’s gross rate labels', async () => {
    const { lastRequest } = setup('/leasing?customer_type=P');
    const first = levelOne.results[0];
    expect(await screen.findByRole('link', { name: `${first.manufacturer_display_name} ${first.car_series_name}` })).toHaveAttribute(
      'href',
      `/leasing/kleinwagen/${first.manufacturer_name}-${first.car_series_slug}?customer_type=P`,
    );
    expect(screen.getByText(`${levelOne.meta.total_count} Modellreihen gefunden`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(`^Zeichnung: ${first.manufacturer_display_name} ${first.car_series_name}`) })).toHaveAttribute('src', first.image_url);
    expect(screen.getAllByText('inkl. USt. mtl.').length).toBeGreaterThan(0);
    const request = lastRequest(SEARCH)!;
    expect(request.searchParams.get('aggregation')).toBe('level_one');
    expect(request.searchParams.get('customer_group')).toBe('b2c');
    expect(request.searchParams.get('term[quote_customer_group]')).toBe('b2c');
    expect(request.searchParams.get('term[car_spec_active_b2c]')).toBe('true');
  });

  it('writes a filter into the URL, resets the page and asks the API with it', async () => {
    const { router, lastRequest } = setup('/leasing?customer_type=P&page=3');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    expect(lastRequest(SEARCH)!.searchParams.get('page')).toBe('3');
    fireEvent.click(within(screen.getByRole('group', { name: 'Marke' })).getByRole('checkbox', { name: 'BMW' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Kraftstoff' })).getByRole('checkbox', { name: 'Elektro' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=P&manufacturer_name=bmw&fuel_type=electric'));
    await waitFor(() => expect(lastRequest(SEARCH)!.searchParams.getAll('term[fuel_type][]')).toEqual(['electric']));
    expect(lastRequest(SEARCH)!.searchParams.getAll('term[manufacturer_name][]')).toEqual(['bmw']);
    expect(lastRequest(SEARCH)!.searchParams.get('page')).toBe('1');
  });

  it('folds the filters behind a toggle for phones: “Filter anzeigen” with its expanded state', async () => {
    setup('/leasing?customer_type=P');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    const toggle = screen.getByRole('button', { name: 'Filter anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(body).getByRole('group', { name: 'Marke' })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body.closest('.filter-panel')).toHaveClass('filter-panel--open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores non-numeric range values and sends numeric ones', async () => {
    const { lastRequest } = setup('/leasing?customer_type=P&gross_finance_rate_cents[max]=abc&horsepower[min]=150');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    const request = lastRequest(SEARCH)!;
    expect(request.searchParams.has('range[gross_finance_rate_cents][lte]')).toBe(false);
    expect(request.searchParams.get('range[horsepower][gte]')).toBe('150');
  });

  it('switches the group: net/gross names in the URL, customer_type and labels change', async () => {
    const { router } = setup('/leasing?customer_type=P&gross_finance_rate_cents[max]=40000&page=2');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    expect(screen.getByRole('group', { name: 'Monatliche Rate (brutto)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Geschäftskunden (netto)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams('finance_rate_cents[max]=40000&customer_type=B')}`));
    expect(await screen.findByRole('group', { name: 'Monatliche Rate (netto)' })).toBeInTheDocument();
    expect(screen.getAllByText('netto mtl.').length).toBeGreaterThan(0);
  });

  it('shows every card’s rate with its terms and the Leasingfaktor of exactly that rate (issue 16)', async () => {
    setup('/leasing?customer_type=P');
    const first = levelOne.results[0];
    const link = await screen.findByRole('link', { name: `${first.manufacturer_display_name} ${first.car_series_name}` });
    const card = within(link.closest('article')!);
    const cheapest = first.cheapest_offer!;
    const terms = card.getByRole('list', { name: 'Konditionen der Rate' });
    expect(terms).toHaveTextContent(`${cheapest.months} Monate`);
    expect(terms).toHaveTextContent(`${cheapest.km_per_year!.toLocaleString('de-DE')} km/Jahr`);
    expect(terms).toHaveTextContent('0 € Anzahlung');
    expect(terms).toHaveTextContent(/Überführung\/Zulassung einmalig € [\d.]+,\d\d inkl\. USt\./);
    const expected = (Math.round((first.cheapest_finance_rate_cents * 10000) / cheapest.list_price_cents) / 100).toFixed(2).replace('.', ',');
    expect(card.getByRole('button', { name: `Leasingfaktor ${expected}` })).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Gesamtkostenfaktor \d,\d\d$/ })).toBeInTheDocument();
  });

  it('filters by Anzahlung from the UI and from the URL (“ohne Anzahlung”)', async () => {
    const { router, lastRequest } = setup('/leasing?customer_type=P');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Anzahlung' }), { target: { value: '0' } });
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams('customer_type=P&downpayment_cents[max]=0')}`));
    await waitFor(() => expect(lastRequest(SEARCH)!.searchParams.get('range[downpayment_cents][lte]')).toBe('0'));
    expect(screen.getByRole('combobox', { name: 'Anzahlung' })).toHaveDisplayValue('ohne Anzahlung');
  });

  it('reads the Anzahlung bound from the URL', async () => {
    const { lastRequest } = setup('/leasing?customer_type=P&downpayment_cents[max]=250000');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    expect(lastRequest(SEARCH)!.searchParams.get('range[downpayment_cents][lte]')).toBe('250000');
    expect(screen.getByRole('combobox', { name: 'Anzahlung' })).toHaveDisplayValue('bis € 2.500 inkl. USt.');
  });

  it('pages through the results with links that keep the filters', async () => {
    setup('/leasing?customer_type=P&fuel_type=electric');
    const next = await screen.findByRole('link', { name: 'Weiter' });
    expect(next).toHaveAttribute('href', '/leasing?customer_type=P&fuel_type=electric&page=2');
  });
});
