import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueFixtures, mockCatalogueApi } from '../../../../test/catalogue-api';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';

const { navigationBar } = catalogueFixtures;
const header = () => within(screen.getByRole('banner'));
const menuButton = (name: string) => header().getByRole('button', { name });

describe('navigation bar in the site header (spec 3.9)', () => {
  it('loads the bar for the page’s group and fills the menus with its links', async () => {
    const { lastRequest } = mockCatalogueApi();
    renderRoute('/leasing?customer_type=P');
    const brands = await waitFor(() => menuButton('Marken'));
    expect(brands).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(lastRequest('/api/v1/navigation_bar')?.searchParams.get('customer_group')).toBe('b2c'));

    fireEvent.click(brands);
    expect(brands).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(brands.getAttribute('aria-controls')!)!;
    const first = navigationBar.navbarData.brands[0];
    const link = await within(panel).findByRole('link', { name: new RegExp(first.name) });
    expect(link).toHaveAttribute('href', `/leasing/${first.slug}?customer_type=P`);

    // One menu at a time: opening the stock menu closes the brands.
    fireEvent.click(menuButton('Sofort verfügbar'));
    expect(brands).toHaveAttribute('aria-expanded', 'false');
    const stock = document.getElementById(menuButton('Sofort verfügbar').getAttribute('aria-controls')!)!;
    expect(within(stock).getByRole('link', { name: /bis € 200,00 inkl\. USt\. mtl\./ })).toHaveAttribute(
      'href',
      '/leasing?inventory_type=stock&gross_finance_rate_cents%5Bmax%5D=20000&customer_type=P',
    );
  });

  it('closes on Escape and gives focus back to its button', async () => {
    mockCatalogueApi();
    renderRoute('/leasing?customer_type=P');
    const magazine = await waitFor(() => menuButton('Magazin'));
    fireEvent.click(magazine);
    const panel = document.getElementById(magazine.getAttribute('aria-controls')!)!;
    const article = await within(panel).findByRole('link', { name: 'Ratgeber' });
    article.focus();
    fireEvent.keyDown(article, { key: 'Escape' });
    expect(magazine).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(magazine).toHaveFocus();
  });

  it('closes when a click lands outside, and after choosing a link', async () => {
    mockCatalogueApi();
    const { router } = renderRoute('/leasing?customer_type=P');
    const categories = await waitFor(() => menuButton('Kategorien'));
    fireEvent.click(categories);
    fireEvent.pointerDown(document.body);
    expect(categories).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(categories);
    const panel = document.getElementById(categories.getAttribute('aria-controls')!)!;
    fireEvent.click(await within(panel).findByRole('link', { name: /SUV/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leasing/suv'));
    await waitFor(() => expect(menuButton('Kategorien')).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows the loading state, and keeps a plain link when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi((url) => (url.pathname === '/api/v1/navigation_bar' ? { status: 500, body: { statusCode: 500, code: 'internal', message: 'kaputt' } } : undefined));
    const { router } = renderRoute('/impressum');
    const hot = await waitFor(() => menuButton('Hot Deals'));
    fireEvent.click(hot);
    const panel = document.getElementById(hot.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(panel).queryByRole('status')).toBeNull());
    expect(within(panel).getByRole('link', { name: 'Alle Hot Deals' })).toHaveAttribute('href', '/hot-deals');
    // The page stays: a navigation bar failure is not the page's failure.
    expect(router.state.location.pathname).toBe('/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
  });

  it('names the terms of every hot deal rate, each amount labelled (issue 16)', async () => {
    mockCatalogueApi();
    renderRoute('/leasing?customer_type=P');
    const hot = await waitFor(() => menuButton('Hot Deals'));
    fireEvent.click(hot);
    const panel = document.getElementById(hot.getAttribute('aria-controls')!)!;
    const sandero = await within(panel).findByRole('link', { name: /Dacia Sandero/ });
    expect(sandero).toHaveTextContent('€ 89,71 inkl. USt. mtl. · 36 Monate, 10.000 km/Jahr, 0 € Anzahlung, Überführung/Zulassung einmalig € 892,50 inkl. USt.');
  });
});
