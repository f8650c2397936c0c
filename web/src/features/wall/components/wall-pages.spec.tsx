import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockCustomerAreaApi } from '../../../../test/customer-area-api';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { frameOrNotFound } from '../../../../test/mock-api';
import { setAnalyticsSink } from '../../../lib/analytics';
import { writePersistedState } from '../../../lib/persisted-state';

type Reply = { status: number; body?: unknown };
let replies: Record<string, Reply>;
let calls: { method: string; url: string; body: unknown }[];
/** Analytics events the pages fired (spec 4.6, 8), recorded instead of sent. */
let tracked: { event: string; props: unknown }[];
let restoreSink: () => void;

beforeEach(() => {
  calls = [];
  tracked = [];
  restoreSink = setAnalyticsSink((event, props) => void tracked.push({ event, props }));
  replies = {};
  writePersistedState({ error: null });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[`${method} ${url.split('?')[0]}`];
    if (!reply) return frameOrNotFound(new URL(url, 'http://localhost'));
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

afterEach(() => restoreSink());

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/login', () => {
  it('logs in with the redirect_url and goes to the server-approved target', async () => {
    replies['POST /api/v1/customers/session'] = { status: 200, body: { id_token: 'i', access_token: 'a', redirect_to: '/customer/deals' } };
    replies['GET /api/v1/authentication'] = {
      status: 200,
      body: { customer_group: 'b2c', cart_counter: 0, role: 'Customer', user_id: 'u', accepted_tnc: true, error: null },
    };
    const { router } = renderRoute('/login?redirect_url=http%3A%2F%2Flocalhost%2Fcustomer%2Fdeals');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fill('E-Mail-Adresse', 'privat@autoleasing.example');
    fill('Passwort', 'Leasing2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/deals'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'privat@autoleasing.example',
      password: 'Leasing2026!',
      redirect_url: 'http://localhost/customer/deals',
    });
    expect(tracked).toEqual([{ event: 'login_success', props: {} }]);
  });

  it('shows field errors before calling the server, linked to their fields', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fill('E-Mail-Adresse', 'kein-email');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the German message of a failed login and the 429 of the rate limit', async () => {
    replies['POST /api/v1/customers/session'] = {
      status: 429,
      body: { statusCode: 429, code: 'too_many_login_attempts', message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.' },
    };
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fill('E-Mail-Adresse', 'privat@autoleasing.example');
    fill('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele fehlgeschlagene Anmeldeversuche');
    expect(tracked).toEqual([{ event: 'login_failed', props: { status: 429, code: 'too_many_login_attempts' } }]);
  });

  it('fires login_failed with the HTTP status of a wrong password, and never the address', async () => {
    replies['POST /api/v1/customers/session'] = { status: 401, body: { statusCode: 401, code: 'invalid_credentials', message: 'E-Mail-Adresse oder Passwort ist falsch.' } };
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fill('E-Mail-Adresse', 'privat@autoleasing.example');
    fill('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    expect(tracked).toEqual([{ event: 'login_failed', props: { status: 401, code: 'invalid_credentials' } }]);
    expect(JSON.stringify(tracked)).not.toContain('privat@');
  });
});

describe('/register', () => {
  it('shows field-level errors in German, asks business customers for their company', async () => {
    renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    fireEvent.click(screen.getByRole('radio', { name: 'Geschäftskunde' }));
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    for (const message of [
      'Bitte geben Sie Ihre Firma an.',
      'Bitte geben Sie Ihren Vornamen ein.',
      'Bitte geben Sie Ihren Nachnamen ein.',
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      'Bitte wählen Sie ein Passwort.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('goes to /verify-email?email=… after registering', async () => {
    replies['POST /api/v1/customers'] = { status: 201, body: { user_id: 'u', email: 'neu@example.org' } };
    const { router } = renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    fill('Vorname', 'Nina');
    fill('Nachname', 'Neu');
    fill('E-Mail-Adresse', 'neu@example.org');
    fill(/^Passwort/, 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/verify-email?email=neu%40example.org'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ customer_group: 'b2c', first_name: 'Nina', email: 'neu@example.org' });
    expect(tracked).toEqual([]);
  });

  it('a 409 (address taken) from the auth client goes to /login, which shows its message', async () => {
    replies['POST /api/v1/customers'] = {
      status: 409,
      body: { statusCode: 409, code: 'email_taken', message: 'Für diese E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an.' },
    };
    const { router } = renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    fill('Vorname', 'Petra');
    fill('Nachname', 'Privat');
    fill('E-Mail-Adresse', 'privat@autoleasing.example');
    fill(/^Passwort/, 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Für diese E-Mail-Adresse besteht bereits ein Konto.');
    expect(tracked).toEqual([{ event: 'failed_wall_registration', props: { status: 409, code: 'email_taken' } }]);
  });

  it('fires failed_wall_registration when the server answers nothing usable', async () => {
    replies['POST /api/v1/customers'] = { status: 500, body: { statusCode: 500, code: 'internal_error', message: 'Ein technischer Fehler ist aufgetreten.' } };
    renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    fill('Vorname', 'Nina');
    fill('Nachname', 'Neu');
    fill('E-Mail-Adresse', 'neu@example.org');
    fill(/^Passwort/, 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein technischer Fehler ist aufgetreten.');
    expect(tracked).toEqual([{ event: 'failed_wall_registration', props: { status: 500, code: 'internal_error' } }]);
  });
});

describe('/recover-password?token=…', () => {
  it('a failed password change fires change_password_failed and still shows the error (re-thrown)', async () => {
    replies['GET /api/v1/customers/password'] = { status: 200, body: { valid: true } };
    replies['PUT /api/v1/customers/password'] = {
      status: 422,
      body: { statusCode: 422, code: 'token_used', message: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie einen neuen an.' },
    };
    renderRoute('/recover-password?token=abc');
    await screen.findByLabelText('Neues Passwort');
    fill('Neues Passwort', 'Herbstlaub-Fahrrad-97');
    fill('Neues Passwort wiederholen', 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link wurde bereits verwendet.');
    expect(tracked).toEqual([{ event: 'change_password_failed', props: { status: 422, code: 'token_used' } }]);
  });

  it('a successful change fires nothing', async () => {
    replies['GET /api/v1/customers/password'] = { status: 200, body: { valid: true } };
    replies['PUT /api/v1/customers/password'] = { status: 200, body: { changed: true, redirect_to: '/login' } };
    renderRoute('/recover-password?token=abc');
    await screen.findByLabelText('Neues Passwort');
    fill('Neues Passwort', 'Herbstlaub-Fahrrad-97');
    fill('Neues Passwort wiederholen', 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Ihr Passwort wurde geändert/)).toBeInTheDocument();
    expect(tracked).toEqual([]);
  });
});

describe('the wall keeps where the customer was going (issue 17)', () => {
  const target = 'http://localhost/create-deal?deal_props=%7B%7D';
  const enc = encodeURIComponent(target);

  it('login → "Jetzt registrieren" → register → verify-email → "Zur Anmeldung" hand redirect_url on, and the register call carries it', async () => {
    replies['POST /api/v1/customers'] = { status: 201, body: { user_id: 'u', email: 'neu@example.org' } };
    const { router } = renderRoute(`/login?redirect_url=${enc}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Neu hier? Jetzt registrieren' }));
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    expect(router.state.location.search).toBe(`?redirect_url=${enc}`);
    expect(screen.getByRole('link', { name: 'Schon registriert? Anmelden' })).toHaveAttribute('href', `/login?redirect_url=${enc}`);
    fill('Vorname', 'Nina');
    fill('Nachname', 'Neu');
    fill('E-Mail-Adresse', 'neu@example.org');
    fill(/^Passwort/, 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/verify-email?email=neu%40example.org&redirect_url=${enc}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ email: 'neu@example.org', redirect_url: target });
    expect(await screen.findByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', `/login?redirect_url=${enc}`);
    // A new link keeps the target too.
    replies['POST /api/v1/customers/resend_confirmation'] = { status: 202, body: { message: 'Falls ein Konto besteht, ist eine E-Mail unterwegs.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    await waitFor(() => expect(calls.find((c) => c.url.includes('resend_confirmation'))?.body).toEqual({ email: 'neu@example.org', redirect_url: target }));
  });

  it('the verification link with redirect_url leads to a login that keeps it', async () => {
    replies['PUT /api/v1/customers/confirmation'] = { status: 200, body: { confirmed: true } };
    renderRoute(`/verify-email?token=t1&redirect_url=${encodeURIComponent('/create-deal?deal_props=%7B%7D')}`);
    expect(await screen.findByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', `/login?redirect_url=${encodeURIComponent('/create-deal?deal_props=%7B%7D')}`);
  });

  it('a login that meets the terms gate hands the login\'s redirect_url to /accept-tnc', async () => {
    replies['POST /api/v1/customers/session'] = { status: 200, body: { id_token: 'i', access_token: 'a', redirect_to: '/impressum' } };
    replies['GET /api/v1/authentication'] = {
      status: 200,
      body: { customer_group: 'b2c', cart_counter: 0, role: 'Customer', user_id: 'u', accepted_tnc: false, error: null },
    };
    const { router } = renderRoute(`/login?redirect_url=${encodeURIComponent('/impressum')}`);
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fill('E-Mail-Adresse', 'neu@example.org');
    fill('Passwort', 'Herbstlaub-Fahrrad-97');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Unsere AGB haben sich geändert' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/accept-tnc?redirect_url=${encodeURIComponent('/impressum')}`);
  });

  it('the terms gate keeps the page the user was going to, and accepting the terms goes there (the server decides)', async () => {
    replies['PUT /api/v1/authentication/accept_new_tncs'] = { status: 200, body: { accepted_tnc: true, redirect_to: '/impressum?x=1' } };
    replies['GET /api/v1/authentication'] = {
      status: 200,
      body: { customer_group: 'b2c', cart_counter: 0, role: 'Customer', user_id: 'u', accepted_tnc: true, error: null },
    };
    const { router } = renderRoute('/impressum?x=1', { session: signedIn('Customer', { acceptedTnc: false }) });
    await screen.findByRole('heading', { level: 1, name: 'Unsere AGB haben sich geändert' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/accept-tnc?redirect_url=${encodeURIComponent('/impressum?x=1')}`);
    fireEvent.click(screen.getByRole('checkbox', { name: /akzeptiere sie/ }));
    fireEvent.click(screen.getByRole('button', { name: 'AGB akzeptieren' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/impressum?x=1'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ accepted_tnc: '1', redirect_url: '/impressum?x=1' });
  });
});

describe('logout and terms', () => {
  it('logging out on /customer lands on /login with the full address of the page', async () => {
    replies['DELETE /api/v1/customers/session'] = { status: 204 };
    // /customer loads the customer area (dashboard); the logout answer comes from this spec's table.
    mockCustomerAreaApi(({ method, url }) => {
      const reply = replies[`${method} ${url.pathname}`];
      return reply && { status: reply.status, body: reply.body };
    });
    const { router } = renderRoute('/customer?tab=1', { session: signedIn('Customer') });
    fireEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect_url=${encodeURIComponent('http://localhost/customer?tab=1')}`);
  });

  it('folds "Mein Konto" and "Abmelden" into a keyboard-usable "Konto" disclosure (the phone header)', async () => {
    // A static page: its header does not change under the test.
    renderRoute('/impressum', { session: signedIn('Customer') });
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    const toggle = await screen.findByRole('button', { name: 'Konto' });
    const panel = toggle.parentElement!.querySelector<HTMLElement>(`[id="${toggle.getAttribute('aria-controls')}"]`)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('header-account__panel--open');
    expect(within(panel).getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/customer');
    expect(within(panel).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('header-account__panel--open');
    // Escape closes it and gives the focus back to the toggle.
    within(panel).getByRole('link', { name: 'Mein Konto' }).focus();
    fireEvent.keyDown(within(panel).getByRole('link', { name: 'Mein Konto' }), { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // A click outside closes it too.
    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the phone navigation menu offers "Anmelden" to visitors and "Mein Konto" (not "Anmelden") to logged-in users', async () => {
    const phoneMenu = async () => {
      await screen.findByRole('heading', { level: 1, name: 'Impressum' });
      fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
      return within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    };

    const visitor = renderRoute('/impressum');
    let menu = await phoneMenu();
    expect(menu.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(menu.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
    visitor.unmount();

    const customer = renderRoute('/impressum', { session: signedIn('Customer') });
    menu = await phoneMenu();
    expect(menu.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/customer');
    customer.unmount();

    renderRoute('/impressum', { session: signedIn('Dealer') });
    menu = await phoneMenu();
    expect(menu.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/dealer/discount');
  });

  it('accepting the new terms needs the checkbox, then goes to /', async () => {
    replies['PUT /api/v1/authentication/accept_new_tncs'] = { status: 200, body: { accepted_tnc: true, redirect_to: '/' } };
    replies['GET /api/v1/authentication'] = {
      status: 200,
      body: { customer_group: 'b2c', cart_counter: 0, role: 'Customer', user_id: 'u', accepted_tnc: true, error: null },
    };
    const { router } = renderRoute('/accept-tnc', { session: signedIn('Customer', { acceptedTnc: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'AGB akzeptieren' }));
    expect(await screen.findByText('Bitte bestätigen Sie, dass Sie die AGB akzeptieren.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /akzeptiere sie/ }));
    fireEvent.click(screen.getByRole('button', { name: 'AGB akzeptieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ accepted_tnc: '1' });
  });
});
