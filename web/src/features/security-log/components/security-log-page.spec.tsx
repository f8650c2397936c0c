import type { SecurityLogEntry, SecurityLogResponse } from '@autoleasing/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

const admin = signedIn('Admin', { customerGroup: null });
const USER = '00000000-0000-4000-8000-0000000000c1';

function entry(i: number): SecurityLogEntry {
  return {
    id: String(100 - i),
    occurred_at: '2026-11-21T13:03:00.000Z',
    kind: i % 2 ? 'access_denied' : 'login_failed',
    user_id: USER,
    client_ip: '203.0.113.7',
    request_id: `req-${i}`,
    details: { method: 'POST', path: '/api/v1/customers/session', code: 'invalid_credentials' },
  };
}

function mockSecurityLog() {
  return mockApi((url) => {
    if (url.pathname !== '/api/v1/admin/security_log') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    const body: SecurityLogResponse = { entries: [0, 1, 2].map(entry), total: 120, page, per_page: 50 };
    return { body };
  });
}

describe('/admin/security_log', () => {
  it('is for Admins only: a dealer is told "Keine Berechtigung", a customer goes to login', async () => {
    mockSecurityLog();
    const dealer = renderRoute('/admin/security_log', { session: signedIn('Dealer') });
    await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' });
    expect(dealer.router.state.location.pathname).toBe('/admin/security_log');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    dealer.unmount();
    const customer = renderRoute('/admin/security_log', { session: signedIn('Customer') });
    await waitFor(() => expect(customer.router.state.location.pathname).toBe('/login'));
    customer.unmount();
  });

  it('lists entries in Berlin time with kind, user, address and request; pages are links', async () => {
    mockSecurityLog();
    renderRoute('/admin/security_log', { session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sicherheitsprotokoll' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Einträge, neueste zuerst, Seite 1/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // 13:03 UTC is 14:03 in Berlin.
    expect(within(table).getAllByText(/^21 Nov\.? 2026, 14:03$/)).toHaveLength(3);
    expect(within(table).getAllByText('Anmeldung fehlgeschlagen')).toHaveLength(2);
    expect(within(table).getByText('Zugriff verweigert (403)')).toBeInTheDocument();
    expect(within(table).getAllByText('203.0.113.7')).toHaveLength(3);
    expect(within(table).getByText('req-1')).toBeInTheDocument();
    expect(screen.getByText('120 Einträge · Seite 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/admin/security_log?page=2');
  });

  it('applies the filters on submit: into the URL and the request, back to page 1', async () => {
    const { lastRequest } = mockSecurityLog();
    const { router } = renderRoute('/admin/security_log?page=2', { session: admin });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Art' }), { target: { value: 'login_failed' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'IP-Adresse' }), { target: { value: '203.0.113.7' } });
    fireEvent.change(screen.getByLabelText('Von (Tag)'), { target: { value: '2026-11-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=login_failed&client_ip=203.0.113.7&from=2026-11-21'));
    await waitFor(() => expect(lastRequest('/api/v1/admin/security_log')!.searchParams.get('kind')).toBe('login_failed'));
    const request = lastRequest('/api/v1/admin/security_log')!;
    expect(request.searchParams.get('client_ip')).toBe('203.0.113.7');
    expect(request.searchParams.get('page')).toBe('1');
    expect(request.searchParams.get('from')).toMatch(/^2026-11-2[01]T\d\d:00:00.000Z$/);
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
