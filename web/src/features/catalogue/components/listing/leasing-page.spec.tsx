import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../../../test/render-route';
import levelOne from '../../../../../test/fixtures/catalogue/level-one-b2c.json';
import { withFacets } from '../../../../../test/catalogue-api';
import { mockApi } from '../../../../../test/mock-api';
import { PHONE_QUERY } from './filter-panel';

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
    // The first card's picture is the LCP element (issue 18): eager with high priority, the rest lazy.
    const [firstPicture, ...otherPictures] = screen.getAllByRole('img', { name: /^Zeichnung: / });
    expect(firstPicture).toHaveAttribute('loading', 'eager');
    expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    expect(otherPictures.length).toBeGreaterThan(0);
    for (const picture of otherPictures) expect(picture).toHaveAttribute('loading', 'lazy');
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

  it('opens the filters as a sheet on phones with a live “N Angebote anzeigen” and a close button', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      const { router } = setup('/leasing?customer_type=P&fuel_type=electric');
      await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
      // Phones: no fields in the page, the results come first.
      expect(screen.queryByRole('group', { name: 'Marke' })).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filter anzeigen (1 aktiv)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(toggle);
      // The sheet's code loads with the first tap (it is not part of the listing's first load).
      const sheet = await screen.findByRole('dialog', { name: 'Filter' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveTextContent('Filter schließen');
      const show = within(sheet).getByRole('button', { name: `${levelOne.meta.offer_count.toLocaleString('de-DE')} Angebote anzeigen` });
      fireEvent.click(within(within(sheet).getByRole('group', { name: 'Karosserie' })).getByRole('checkbox', { name: 'SUV' }));
      await waitFor(() => expect(router.state.location.search).toBe('?customer_type=P&fuel_type=electric&body_type=suv'));
      fireEvent.click(show);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Filter anzeigen (2 aktiv)' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schließen' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('passes a refused filter value on to the API as written (its 400), and sends valid ones', async () => {
    const { lastRequest } = setup('/leasing?customer_type=P&gross_finance_rate_cents[max]=abc&horsepower[min]=150&color=pink');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    const request = lastRequest(SEARCH)!;
    expect(request.searchParams.get('gross_finance_rate_cents[max]')).toBe('abc');
    expect(request.searchParams.get('color')).toBe('pink');
    expect(request.searchParams.get('range[horsepower][gte]')).toBe('150');
  });

  it('shows the API’s 400 for a bad filter value with a way back to the page without filters', async () => {
    mockApi((url) =>
      url.pathname === SEARCH
        ? { status: 400, body: { statusCode: 400, code: 'invalid_parameter', message: 'Der Wert „pink“ ist für „color“ nicht erlaubt.' } }
        : undefined,
    );
    renderRoute('/leasing?customer_type=P&color=pink');
    expect(await screen.findByRole('heading', { name: 'Ungültige Angabe in der Adresse' })).toBeInTheDocument();
    expect(screen.getByText('Der Wert „pink“ ist für „color“ nicht erlaubt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ohne Filter anzeigen' })).toHaveAttribute('href', '/leasing?customer_type=P');
  });

  it('writes every 3.14 filter into the URL and the API query: ranges in steps, flags, lists', async () => {
    const { router, lastRequest } = setup('/leasing?customer_type=P');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    const budget = within(screen.getByRole('group', { name: 'Monatliche Rate (brutto)' }));
    fireEvent.change(budget.getByLabelText('bis (€)'), { target: { value: '304' } });
    fireEvent.keyDown(budget.getByLabelText('bis (€)'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams('customer_type=P&gross_finance_rate_cents[max]=30000')}`));
    const power = within(screen.getByRole('group', { name: 'Leistung' }));
    fireEvent.change(power.getByLabelText('von (PS)'), { target: { value: '155' } });
    fireEvent.blur(power.getByLabelText('von (PS)'));
    await waitFor(() => expect(router.state.location.search).toContain(new URLSearchParams('horsepower[min]=160').toString()));
    const listPrice = within(screen.getByRole('group', { name: 'Listenpreis (brutto)' }));
    fireEvent.change(listPrice.getByLabelText('bis (€)'), { target: { value: '45000' } });
    fireEvent.blur(listPrice.getByLabelText('bis (€)'));
    await waitFor(() => expect(router.state.location.search).toContain(new URLSearchParams('gross_list_price_cents[max]=4500000').toString()));
    const tick = (group: string, name: string) => fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name }));
    tick('Farbe', 'Blau');
    await waitFor(() => expect(router.state.location.search).toContain('color=blue'));
    tick('Lieferzeit', '2 Wochen');
    await waitFor(() => expect(router.state.location.search).toContain('delivery_time=2_weeks'));
    tick('Lieferung', 'Abholung beim Händler');
    await waitFor(() => expect(router.state.location.search).toContain('delivery_option=by_dealer'));
    tick('Angebotsart', 'Lagerfahrzeug');
    await waitFor(() => expect(router.state.location.search).toContain('offer_type=stock'));
    tick('Pakete und Extras', 'Versicherung buchbar');
    await waitFor(() => expect(router.state.location.search).toContain('insurance=true'));
    tick('Pakete und Extras', 'Wartungspaket buchbar');
    await waitFor(() => expect(router.state.location.search).toContain('service_package=true'));
    tick('Pakete und Extras', 'Nur vorkonfigurierte Pakete');
    await waitFor(() => expect(router.state.location.search).toContain('configuration_package=true'));
    await waitFor(() => expect(lastRequest(SEARCH)!.searchParams.get('term[configuration_package]')).toBe('true'));
    const request = lastRequest(SEARCH)!.searchParams;
    expect(request.get('range[gross_finance_rate_cents][lte]')).toBe('30000');
    expect(request.get('range[horsepower][gte]')).toBe('160');
    expect(request.get('range[gross_list_price_cents][lte]')).toBe('4500000');
    expect(request.getAll('term[color][]')).toEqual(['blue']);
    expect(request.getAll('term[delivery_time][]')).toEqual(['2_weeks']);
    expect(request.getAll('term[delivery_option][]')).toEqual(['by_dealer']);
    expect(request.getAll('term[offer_type][]')).toEqual(['stock']);
    expect(request.get('term[insurance]')).toBe('true');
    expect(request.get('term[service_package]')).toBe('true');
  });

  it('lists the car series of the chosen brand as a filter and writes the choice', async () => {
    const series = withFacets([{ manufacturer_name: 'bmw', manufacturer_display_name: 'BMW', car_series: [{ value: 'x1', label: 'BMW X1', count: 12 }] }]);
    mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : url.pathname === `${SEARCH}/car_series` ? { body: series } : undefined));
    const { router } = renderRoute('/leasing?customer_type=P&manufacturer_name=bmw');
    await screen.findByText(`${levelOne.meta.total_count} Modellreihen gefunden`);
    const box = await within(await screen.findByRole('group', { name: 'Modellreihe' })).findByRole('checkbox', { name: 'BMW X1', description: '12 Angebote' });
    fireEvent.click(box);
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=P&manufacturer_name=bmw&car_series=x1'));
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

  it('pages from the URL’s page while a new filter’s result loads, not from the one still shown', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pageTwo = { ...levelOne, meta: { ...levelOne.meta, page: 2 } };
    mockApi(async (url) => {
      if (url.pathname !== SEARCH) return undefined;
      if (url.searchParams.has('term[fuel_type][]')) await held;
      return { body: url.searchParams.get('page') === '2' ? pageTwo : levelOne };
    });
    renderRoute('/leasing?customer_type=P&page=2');
    expect(await screen.findByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/leasing?customer_type=P&page=3');
    fireEvent.click(within(screen.getByRole('group', { name: 'Kraftstoff' })).getByRole('checkbox', { name: 'Benzin' }));
    // Page 2's cards stay on screen while the petrol result is held: "Weiter" leads to page 2 of it.
    await waitFor(() => expect(screen.getByRole('region', { busy: true })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/leasing?customer_type=P&fuel_type=petrol&page=2');
    release();
    await waitFor(() => expect(screen.getByRole('region', { busy: false })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/leasing?customer_type=P&fuel_type=petrol&page=2');
  });
});
