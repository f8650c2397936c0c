import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../../../test/render-route';
import { LAST_SEEN_COOKIE } from '../../lib/last-seen';
import homepage from '../../../../../test/fixtures/catalogue/homepage-b2c.json';
import { mockApi } from '../../../../../test/mock-api';

describe('homepage', () => {
  it('shows the hero, search, brands with the group’s cheapest rate, categories and offers from the homepage call', async () => {
    const id = '39a581f0-6801-59c2-9955-1a6eda358b66';
    document.cookie = `${LAST_SEEN_COOKIE}=${id}; Path=/`;
    const { lastRequest } = mockApi((url) => (url.pathname === '/api/v1/homepage' ? { body: homepage } : undefined));
    renderRoute('/?customer_type=P');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuwagen leasen – privat und gewerblich' })).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'Fahrzeugsuche' })).toBeInTheDocument();
    const brand = homepage.manufacturers[0];
    expect(screen.getByRole('link', { name: new RegExp(`^${brand.name}`) })).toHaveAttribute('href', `/leasing/${brand.slug}?customer_type=P`);
    expect(screen.getByRole('link', { name: /^SUV/ })).toHaveAttribute('href', '/leasing/suv?customer_type=P');
    expect(screen.getByRole('heading', { name: 'Hot Deals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schnell verfügbar' })).toBeInTheDocument();
    const request = lastRequest('/api/v1/homepage')!;
    expect(request.searchParams.get('customer_group')).toBe('b2c');
    expect(request.searchParams.getAll('last_seen_car_ids[]')).toEqual([id]);
  });

  it('shows every "ab" rate on brand and category tiles with the terms of the offer behind it (issue 16)', async () => {
    mockApi((url) => (url.pathname === '/api/v1/homepage' ? { body: homepage } : undefined));
    renderRoute('/?customer_type=P');
    const brands = within(await screen.findByRole('region', { name: 'Marken' }));
    // Alfa Romeo: € 215,88 inkl. USt. for 48 months with € 2.380,00 Anzahlung (fixture).
    const alfa = brands.getByRole('link', { name: /^Alfa Romeo/ });
    expect(alfa).toHaveTextContent('ab € 215,88 inkl. USt. mtl.');
    const alfaTerms = within(alfa).getByRole('list', { name: 'Konditionen der Rate' });
    expect(alfaTerms).toHaveTextContent('48 Monate');
    expect(alfaTerms).toHaveTextContent('10.000 km/Jahr');
    expect(alfaTerms).toHaveTextContent('Anzahlung € 2.380,00 inkl. USt.');
    expect(alfaTerms).toHaveTextContent('Überführung/Zulassung einmalig € 904,40 inkl. USt.');
    for (const tile of brands.getAllByRole('link')) {
      expect(within(tile).getByRole('list', { name: 'Konditionen der Rate' })).toHaveTextContent(/\d+ Monate.*km\/Jahr.*Anzahlung/);
    }

    // The budget steps of the search carry the group's label too (spec 1).
    expect(within(screen.getByRole('combobox', { name: 'Monatsrate (brutto)' })).getByRole('option', { name: 'bis € 300 inkl. USt. mtl.' })).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Kategorien' }));
    const suv = categories.getByRole('link', { name: /^SUV/ });
    const suvCategory = homepage.categories.find((c) => c.slug === 'suv')!;
    expect(suv).toHaveTextContent(`ab € ${(suvCategory.cheapest_finance_rate_cents! / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} inkl. USt. mtl.`);
    expect(within(suv).getByRole('list', { name: 'Konditionen der Rate' })).toHaveTextContent('0 € Anzahlung');
    for (const tile of categories.getAllByRole('link')) expect(within(tile).getByRole('list', { name: 'Konditionen der Rate' })).toBeInTheDocument();
  });
});
