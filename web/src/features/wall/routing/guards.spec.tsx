import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockCatalogueApi } from '../../../../test/catalogue-api';
import { mockCustomerAreaApi } from '../../../../test/customer-area-api';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { toSession, VISITOR_SESSION } from '../../../lib/session';
import { readVisitorCustomerGroup } from '../../../lib/customer-group-choice';

const loginUrlFor = (path: string) => `/login?redirect_url=${encodeURIComponent(`http://localhost${path}`)}`;
const locationOf = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guards (spec 6)', () => {
  it.each([
    ['/customer/deals?sort=new#top', undefined],
    ['/checkout/personal-details?deal_id=7', undefined],
    ['/dealer/discount', signedIn('Customer')],
    ['/admin/ops_team/discounts', signedIn('Customer', { customerGroup: 'b2b' })],
  ])('%s sends %o to /login with the full current address', async (path, session) => {
    const { router } = renderRoute(path, { session });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(locationOf(router)).toBe(loginUrlFor(path));
  });

  it('tells staff without the role "Keine Berechtigung" instead of a login that would loop (issue 21)', async () => {
    const { router } = renderRoute('/admin/ops_team/discounts', { session: signedIn('Dealer') });
    await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' });
    expect(router.state.location.pathname).toBe('/admin/ops_team/discounts');
    expect(screen.getByRole('link', { name: 'Zurück zu Ihrem Bereich' })).toHaveAttribute('href', '/dealer/discount');
  });

  it('/customer is open to a customer', async () => {
    // The dashboard loads the customer area's data.
    mockCustomerAreaApi();
    renderRoute('/customer', { session: signedIn('Customer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundenbereich' })).toBeInTheDocument();
  });

  it.each([
    ['/dealer/discount', signedIn('Dealer'), 'Rabatte und Boni'],
    ['/dealer/discount', signedIn('Admin'), 'Rabatte und Boni'],
    ['/admin/ops_team/discounts', signedIn('Admin'), 'Rabattübersicht'],
  ])('%s is open to %o', async (path, session, heading) => {
    renderRoute(path, { session });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('terms gate (spec 6)', () => {
  const notAccepted = signedIn('Customer', { acceptedTnc: false });

  it.each(['/', '/customer', '/leasing'])('sends a logged-in user without accepted terms from %s to /accept-tnc', async (path) => {
    mockCatalogueApi();
    const { router } = renderRoute(path, { session: notAccepted });
    await screen.findByRole('heading', { level: 1, name: 'Unsere AGB haben sich geändert' });
    expect(router.state.location.pathname).toBe('/accept-tnc');
  });

  it('lets them read the terms at /agbs', async () => {
    const { router } = renderRoute('/agbs', { session: notAccepted });
    await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' });
    expect(router.state.location.pathname).toBe('/agbs');
  });

  it('never sends a crawler to the gate (spec 4.6), even one with a session', async () => {
    mockCustomerAreaApi();
    const { router } = renderRoute('/customer', { session: signedIn('Customer', { acceptedTnc: false, isCrawler: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Kundenbereich' });
    expect(router.state.location.pathname).toBe('/customer');
  });

  // A page that loads nothing from the API (catalogue pages now do, and this file mocks no fetch).
  it('does not gate visitors', async () => {
    const { router } = renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('customer group presets (spec 4.6)', () => {
  beforeEach(() => {
    document.cookie = 'autoleasing_customer_group=; Max-Age=0; Path=/';
    // /leasing lists from the catalogue API; it answers with recorded answers.
    mockCatalogueApi();
  });

  it('a visitor takes the group from customer_type / customer_group', async () => {
    renderRoute('/leasing?customer_type=P');
    await screen.findByRole('heading', { level: 1, name: 'Leasing-Angebote' });
    await waitFor(() => expect(readVisitorCustomerGroup()).toBe('b2c'));
  });

  it('a logged-in user keeps the group of the account', async () => {
    renderRoute('/leasing?customer_group=b2b', { session: signedIn('Customer', { customerGroup: 'b2c' }) });
    await screen.findByRole('heading', { level: 1, name: 'Leasing-Angebote' });
    expect(readVisitorCustomerGroup()).toBeNull();
  });

  it('/start lets a visitor switch, but not a logged-in user', async () => {
    const { unmount } = renderRoute('/start');
    fireEvent.click(await screen.findByRole('radio', { name: 'Privatkunden' }));
    expect(readVisitorCustomerGroup()).toBe('b2c');
    unmount();
    renderRoute('/start', { session: signedIn('Customer', { customerGroup: 'b2b' }) });
    expect(await screen.findByRole('radio', { name: 'Geschäftskunden' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Privatkunden' })).toBeDisabled();
  });
});

describe('session state from GET /api/v1/authentication', () => {
  const answer = { customer_group: null, cart_counter: 0, role: null, user_id: null, dealer_id: null, accepted_tnc: false, error: 'not_logged_in', second_factor_enrolment_required: false } as const;

  it('carries the crawler flag for visitors and logged-in users', () => {
    expect(toSession({ ...answer, is_crawler: true })).toEqual({ ...VISITOR_SESSION, isCrawler: true });
    expect(toSession({ ...answer, is_crawler: false }).isCrawler).toBe(false);
    const loggedIn = toSession({ customer_group: 'b2c', cart_counter: 0, role: 'Customer', user_id: 'u', dealer_id: null, accepted_tnc: false, error: null, is_crawler: true, second_factor_enrolment_required: false });
    expect(loggedIn).toMatchObject({ isLoggedIn: true, acceptedTnc: false, isCrawler: true });
  });
});
