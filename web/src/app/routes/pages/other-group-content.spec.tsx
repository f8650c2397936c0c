import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

const ID = '11111111-2222-4333-8444-555555555555';
const OFFER = `/leasing-angebote/vw-id-3-${ID}`;
const PACKAGE = `/package/${ID}`;
const onlyB2c = { status: 400, body: { statusCode: 400, code: 'offer_only_for_b2c', message: 'Leider ist dieses Angebot nur für Privatkunden verfügbar.' } };
const packagesOnlyB2b = { status: 400, body: { statusCode: 400, code: 'packages_only_for_b2b', message: 'Leider sind diese Pakete nur für Geschäftskunden verfügbar.' } };

function api() {
  return mockApi((url) => {
    if (url.pathname === `/api/v1/products/${ID}`) return onlyB2c;
    if (url.pathname === `/api/v1/car_specs/${ID}/packages`) return packagesOnlyB2b;
    if (url.pathname === '/api/v1/customers/session') return { status: 204, body: null };
    return undefined;
  });
}

describe('400 page for the other customer group (spec 2.7)', () => {
  beforeEach(() => {
    document.cookie = 'autoleasing_customer_group=; Max-Age=0; Path=/';
  });

  it('signs a logged-in user out first, then switches the group', async () => {
    const { requests } = api();
    const { router } = renderRoute(`${OFFER}?customer_type=B`, { session: signedIn('Customer', { customerGroup: 'b2b' }) });
    expect(await screen.findByText('Leider ist dieses Angebot nur für Privatkunden verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leasing-Angebote für Privatkunden' })).toHaveAttribute('href', '/leasing?customer_type=P');
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden und als Privatkunde ansehen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=P'));
    expect(requests.some((url) => url.pathname === '/api/v1/customers/session')).toBe(true);
    expect(document.cookie).toContain('autoleasing_customer_group=b2c');
  });

  it('on a package page offers configuring oneself when logged in', async () => {
    api();
    renderRoute(PACKAGE, { session: signedIn('Customer', { customerGroup: 'b2c' }) });
    expect(await screen.findByText('Leider sind diese Pakete nur für Geschäftskunden verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Pakete sind für Geschäftskunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Selbst konfigurieren' })).toHaveAttribute('href', '/leasing');
  });

  it('on a package page sends a visitor to sign on, back to this page', async () => {
    api();
    renderRoute(`${PACKAGE}?customer_type=P`);
    const signOn = await screen.findByRole('link', { name: 'Anmelden und selbst konfigurieren' });
    expect(signOn.getAttribute('href')).toBe(`/login?redirect_url=${encodeURIComponent(`http://localhost${PACKAGE}?customer_type=P`)}`);
    expect(screen.getByRole('button', { name: 'Als Geschäftskunde ansehen' })).toBeInTheDocument();
  });
});
