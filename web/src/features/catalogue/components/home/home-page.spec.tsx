import { screen } from '@testing-library/react';
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
    expect(screen.getByRole('link', { name: new RegExp(`^${brand.name}`) })).toHaveAttribute('href', `/leasing?manufacturer_name=${brand.slug}&customer_type=P`);
    expect(screen.getByRole('link', { name: /^SUV/ })).toHaveAttribute('href', '/leasing/suv?customer_type=P');
    expect(screen.getByRole('heading', { name: 'Hot Deals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schnell verfügbar' })).toBeInTheDocument();
    const request = lastRequest('/api/v1/homepage')!;
    expect(request.searchParams.get('customer_group')).toBe('b2c');
    expect(request.searchParams.getAll('last_seen_car_ids[]')).toEqual([id]);
  });
});
