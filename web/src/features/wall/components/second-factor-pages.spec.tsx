import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { writePersistedState } from '../../../lib/persisted-state';

type Reply = { status: number; body?: unknown };
let replies: Record<string, Reply>;
let calls: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  replies = {};
  writePersistedState({ error: null });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[`${method} ${url.split('?')[0]}`] ?? { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Nicht gefunden' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/login with a second factor', () => {
  it('asks for the Bestätigungscode after the password, shows a wrong code, then goes on', async () => {
    replies['POST /api/v1/customers/session'] = { status: 200, body: { second_factor_required: true, challenge_token: 'ticket' } };
    replies['POST /api/v1/customers/session/second_factor'] = {
      status: 401,
      body: { statusCode: 401, code: 'second_factor_invalid', message: 'Der Bestätigungscode ist falsch oder abgelaufen.' },
    };
    replies['GET /api/v1/authentication'] = { status: 200, body: { customer_group: 'b2b', cart_counter: 0, role: 'Dealer', user_id: 'u', dealer_id: 'd', accepted_tnc: true, error: null } };
    const { router } = renderRoute('/login?redirect_url=%2Fcustomer');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fill('E-Mail-Adresse', 'haendler@autoleasing.example');
    fill('Passwort', 'Leasing2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    await screen.findByRole('heading', { level: 1, name: 'Bestätigungscode' });
    expect(screen.getByLabelText('Bestätigungscode')).toHaveFocus();
    fill('Bestätigungscode', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Bestätigungscode ist falsch oder abgelaufen.');
    expect(router.state.location.pathname).toBe('/login');

    replies['POST /api/v1/customers/session/second_factor'] = { status: 200, body: { id_token: 'i', access_token: 'a', redirect_to: '/customer' } };
    fill('Bestätigungscode', ' abcde-fghjk ');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(calls.filter((c) => c.url.endsWith('/second_factor')).map((c) => c.body)).toEqual([
      { challenge_token: 'ticket', code: '123456', redirect_url: '/customer' },
      { challenge_token: 'ticket', code: 'abcde-fghjk', redirect_url: '/customer' },
    ]);
  });
});

describe('/account/security', () => {
  it('holds staff without a second factor on the enrolment, shows the QR code and the recovery codes once', async () => {
    replies['GET /api/v1/customers/second_factor'] = { status: 200, body: { enabled: false, required: true, recovery_codes_left: 0 } };
    replies['POST /api/v1/customers/second_factor/enrolment'] = {
      status: 200,
      body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' },
    };
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);
    replies['PUT /api/v1/customers/second_factor/enrolment'] = { status: 200, body: { recovery_codes: codes } };
    const { router } = renderRoute('/dealer/discount', { session: signedIn('Dealer', { secondFactorEnrolmentRequired: true }) });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText(/Für Händler und Administratoren ist die Zwei-Faktor-Anmeldung vorgeschrieben/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aktive Sitzungen' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));
    expect(await screen.findByRole('img', { name: 'QR-Code mit dem Schlüssel für Ihre Authentifizierungs-App' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();

    fill('Bestätigungscode aus der App', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Aktivieren' }));
    expect(await screen.findByText('Der Code besteht aus 6 Ziffern.')).toBeInTheDocument();
    fill('Bestätigungscode aus der App', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Aktivieren' }));
    const list = await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ code: '123456' });
  });

  it('lists the sessions with the current one marked; "Alle Sitzungen abmelden" ends them and goes to /login', async () => {
    replies['GET /api/v1/customers/second_factor'] = { status: 200, body: { enabled: true, required: false, recovery_codes_left: 7 } };
    replies['GET /api/v1/customers/sessions'] = {
      status: 200,
      body: [
        { id: 's1', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', client_address: '10.0.0.1', created_at: '2026-11-28T08:00:00Z', last_used_at: '2026-11-28T09:00:00Z', current: true },
        { id: 's2', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', client_address: '10.0.0.2', created_at: '2026-11-27T08:00:00Z', last_used_at: '2026-11-27T09:00:00Z', current: false },
      ],
    };
    replies['DELETE /api/v1/customers/sessions/s2'] = { status: 204 };
    replies['DELETE /api/v1/customers/sessions'] = { status: 204 };
    const { router } = renderRoute('/account/security', { session: signedIn('Customer') });

    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Verbleibende Wiederherstellungscodes: 7.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung ausschalten' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('(diese Sitzung)', { exact: false }).closest('tr')).toHaveTextContent('Firefox unter Linux');
    fireEvent.click(within(table).getByRole('button', { name: /Sitzung abmelden: Safari unter iOS/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/sessions/s2'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Alle Sitzungen abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v1/customers/sessions'))).toBe(true);
  });
});
