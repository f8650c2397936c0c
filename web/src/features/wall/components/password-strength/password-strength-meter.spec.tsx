import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockCustomerAreaApi } from '../../../../../test/customer-area-api';
import { renderRoute, signedIn } from '../../../../../test/render-route';

let posts: unknown[];

beforeEach(() => {
  posts = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') posts.push(JSON.parse(String(init.body)));
    const url = String(input);
    if (url.includes('/api/v1/customers/password')) return new Response(JSON.stringify({ valid: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ statusCode: 404, code: 'not_found', message: 'Nicht gefunden' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const meterText = () => screen.getByText(/^Stärke des Passworts/);

describe('password strength meter on /register', () => {
  beforeEach(async () => {
    renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
  });

  it('given a common password, when typed, then the meter says "Sehr schwach" with a German hint', async () => {
    fill(/^Passwort/, '12345678');
    await waitFor(() => expect(meterText()).toHaveTextContent('Stärke des Passworts: Sehr schwach'));
    expect(meterText()).toHaveTextContent('häufig verwendetes Passwort');
    expect(screen.getByRole('meter', { name: /Stärke des Passworts/ })).toHaveAttribute('value', '0');
  });

  it('given a German word with digits, when typed, then it stays below "Stark"', async () => {
    fill(/^Passwort/, 'passwort123');
    await waitFor(() => expect(meterText()).toHaveTextContent(/Sehr schwach|Schwach|Mittel/));
  });

  it('given the e-mail typed above, when used as password, then the meter knows it', async () => {
    fill('E-Mail-Adresse', 'sonnenblumenfeld@example.org');
    fill(/^Passwort/, 'sonnenblumenfeld');
    await waitFor(() => expect(meterText()).toHaveTextContent('Sehr schwach'));
  });

  it('given a long unusual passphrase, when typed, then "Sehr stark"', async () => {
    fill(/^Passwort/, 'Herbstlaub-Fahrrad-97');
    await waitFor(() => expect(meterText()).toHaveTextContent('Stärke des Passworts: Sehr stark'));
  });

  it('given a weak password, when submitted, then the form refuses it in German and sends nothing', async () => {
    fill('Vorname', 'Nina');
    fill('Nachname', 'Neu');
    fill('E-Mail-Adresse', 'neu@example.org');
    fill(/^Passwort/, 'passwort123');
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByText(/Dieses Passwort ist zu leicht zu erraten/)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('given fewer than 10 characters, when submitted, then the length rule speaks', async () => {
    fill(/^Passwort/, 'Kx9#mQ2v!');
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeInTheDocument();
  });
});

describe('password strength meter on /recover-password?token=…', () => {
  it('given the reset form, when a password is typed, then the meter rates it', async () => {
    renderRoute('/recover-password?token=abc');
    await screen.findByLabelText('Neues Passwort');
    fill('Neues Passwort', 'password');
    await waitFor(() => expect(meterText()).toHaveTextContent('Sehr schwach'));
    fill('Neues Passwort', 'Nordsee-Kompass-318');
    await waitFor(() => expect(meterText()).toHaveTextContent('Sehr stark'));
  });
});

describe('changing the password on /customer/personal-details', () => {
  it('given the profile, when the new password is weak or the own e-mail, then the meter and the form refuse it; a strong one is sent', async () => {
    const api = mockCustomerAreaApi((call) =>
      call.method === 'PUT' && call.url.pathname === '/api/v1/customers/password' ? { body: { changed: true, access_token: null, id_token: null, redirect_to: '/customer' } } : undefined,
    );
    renderRoute('/customer/personal-details', { session: signedIn('Customer') });
    const section = await screen.findByRole('region', { name: 'Passwort ändern' });
    fill('Aktuelles Passwort', 'Leasing2026!');
    const email = screen.getByText('E-Mail-Adresse').nextElementSibling?.textContent ?? '';
    expect(email).toContain('@');
    fill('Neues Passwort', email);
    await waitFor(() => expect(meterText()).toHaveTextContent('Sehr schwach'));
    fill('Neues Passwort wiederholen', email);
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText(/Dieses Passwort ist zu leicht zu erraten/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fill('Neues Passwort', 'Wolkenturm-Brezel-804');
    fill('Neues Passwort wiederholen', 'Wolkenturm-Brezel-804');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText(/Ihr Passwort wurde geändert/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ current_password: 'Leasing2026!', password: 'Wolkenturm-Brezel-804' });
    expect(section).toBeInTheDocument();
  });
});
