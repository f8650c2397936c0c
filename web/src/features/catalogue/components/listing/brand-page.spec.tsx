import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../../../test/render-route';
import levelOne from '../../../../../test/fixtures/catalogue/level-one-b2c.json';
import { mockApi } from '../../../../../test/mock-api';

const SEARCH = '/api/v1/catalog/search_offers';

/** Issue 18: /leasing/{brand} is the brand's listing (the header menu and the homepage link there). */
describe('/leasing/{brand}', () => {
  it('given a brand slug, when the page opens, then it lists that brand’s series with the brand as fixed filter', async () => {
    const { lastRequest } = mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : undefined));
    renderRoute('/leasing/bmw?customer_type=P');
    // The first render loads the lazy route modules: allow for a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW leasen' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest(SEARCH)?.searchParams.getAll('term[manufacturer_name][]')).toEqual(['bmw']));
    expect(lastRequest(SEARCH)!.searchParams.get('aggregation')).toBe('level_one');
    // The brand is the page, not a filter to untick.
    expect(screen.queryByRole('group', { name: 'Marke' })).not.toBeInTheDocument();
  });

  it('given a category slug, when the page opens, then it stays the category page', async () => {
    mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : undefined));
    renderRoute('/leasing/suv?customer_type=P');
    expect(await screen.findByRole('heading', { level: 1, name: 'SUV leasen' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
