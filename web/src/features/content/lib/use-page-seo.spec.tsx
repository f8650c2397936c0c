import { act, waitFor } from '@testing-library/react';
import { catalogueRoute } from '../../../../test/catalogue-api';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

const leasingContent = {
  path: '/leasing',
  page_type: 'leasing',
  meta_title: 'Neuwagen leasen: 1.234 Angebote | autoleasing',
  meta_description: 'Leasing-Angebote für Neuwagen ab € 99,00 mtl.',
  canonical_url: 'http://localhost:3000/leasing',
  robots: 'index,follow',
  headline: 'Leasing',
  intro: 'Alle Angebote',
};

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

function api(otherStatus = 404) {
  return mockApi((url) => {
    if (url.pathname === `/fe-api/v1/content/${encodeURIComponent('/leasing')}`) return { body: leasingContent };
    if (url.pathname.startsWith('/fe-api/v1/content/')) return { status: otherStatus, body: { statusCode: otherStatus, code: 'x', message: 'x' } };
    return catalogueRoute(url);
  });
}

describe('page SEO from the content endpoint (spec 7.3)', () => {
  it('sets title, meta description and canonical link from the content of the page path', async () => {
    const { lastRequest } = api();
    renderRoute('/leasing?customer_type=P&fuel_type=electric');
    await waitFor(() => expect(document.title).toBe(leasingContent.meta_title));
    expect(description()).toBe(leasingContent.meta_description);
    expect(canonical()).toBe(leasingContent.canonical_url);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    // The path alone, URL-encoded as one segment; filters are not part of it.
    expect(lastRequest('/fe-api/v1/content/%2Fleasing')).toBeDefined();
  });

  it('gives page 2 of a list its own canonical and title; filters stay out of the canonical', async () => {
    api();
    renderRoute('/leasing?customer_type=P&page=2&fuel_type=electric');
    await waitFor(() => expect(document.title).toBe('Neuwagen leasen: 1.234 Angebote – Seite 2 | autoleasing'));
    expect(canonical()).toBe('http://localhost:3000/leasing?page=2');
  });

  it('clears the stored content on a 404: the route title stands, no description or canonical', async () => {
    api(404);
    const { router } = renderRoute('/leasing');
    await waitFor(() => expect(canonical()).toBe(leasingContent.canonical_url));
    await act(() => router.navigate('/impressum'));
    await waitFor(() => expect(document.title).toBe('Impressum | autoleasing'));
    expect(canonical()).toBeUndefined();
    expect(description()).toBeUndefined();
  });

  it('only logs other failures, and the page stays', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api(500);
    const { router } = renderRoute('/impressum');
    await waitFor(() => expect(log).toHaveBeenCalledWith('page content failed', expect.anything()));
    expect(router.state.location.pathname).toBe('/impressum');
    expect(document.title).toBe('Impressum | autoleasing');
    log.mockRestore();
  });

  it('asks nothing for a page of a signed-in area: the customer area keeps its route title', async () => {
    const { requests } = api();
    const { router } = renderRoute('/leasing', { session: signedIn('Customer') });
    await waitFor(() => expect(document.title).toBe(leasingContent.meta_title));
    await act(() => router.navigate('/customer/help'));
    await waitFor(() => expect(document.title).toBe('Hilfe und Kontakt | autoleasing'));
    expect(canonical()).toBeUndefined();
    expect(requests.filter((url) => url.pathname.startsWith('/fe-api/v1/content/')).map((url) => url.pathname)).toEqual(['/fe-api/v1/content/%2Fleasing']);
  });
});
