import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_ID, mockCustomerAreaApi, OPEN_ID, WAITING_ID } from '../../../../test/customer-area-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

const customer = signedIn('Customer');

describe('customer area (spec 2.4)', () => {
  it('sends a visitor to /login with the way back', async () => {
    mockCustomerAreaApi();
    const { router } = renderRoute('/customer/waiting-for-delivery', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_url')).toBe('http://localhost/customer/waiting-for-delivery');
  });

  it('sends other route names under the customer guard home', async () => {
    mockCustomerAreaApi();
    const { router } = renderRoute('/customer/something-else', { session: customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the dashboard with deals per state group and marks a notification as seen', async () => {
    const api = mockCustomerAreaApi();
    renderRoute('/customer', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Kundenbereich' });
    expect(screen.getByRole('link', { name: /1\s*Warten auf Lieferung/ })).toHaveAttribute('href', '/customer/waiting-for-delivery');
    const notes = screen.getByRole('region', { name: /Benachrichtigungen/ });
    expect(within(notes).getByText('Leasing bestätigt')).toBeInTheDocument();
    expect(within(notes).getByRole('link', { name: /Zur Bestellung.*Leasing bestätigt/ })).toHaveAttribute('href', `/customer/waiting-for-delivery/${WAITING_ID}`);
    fireEvent.click(within(notes).getByRole('button', { name: /Als gelesen markieren.*Leasing bestätigt/ }));
    await waitFor(() => expect(api.last('PATCH', '/notifications/n1/mark_as_seen')).toBeDefined());
    await waitFor(() => expect(within(notes).queryByRole('button', { name: /Als gelesen markieren/ })).not.toBeInTheDocument());
  });

  it('archives an open deal after confirming: the card fades and the dashboard is read again', async () => {
    const api = mockCustomerAreaApi();
    renderRoute('/customer', { session: customer });
    const card = await screen.findByRole('article', { name: 'Volkswagen Polo' });
    fireEvent.click(within(card).getByRole('button', { name: /Archivieren/ }));
    const dashboardReads = api.calls.filter((c) => c.url.pathname.endsWith('/dashboard')).length;
    fireEvent.click(within(card).getByRole('button', { name: 'Ja, archivieren' }));
    await waitFor(() => expect(card).toHaveClass('ca-card--archiving'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Volkswagen Polo' })).not.toBeInTheDocument());
    expect(api.last('POST', `/deals/${OPEN_ID}/archive`)).toBeDefined();
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/dashboard')).length).toBeGreaterThan(dashboardReads);
    // Confirmed deals cannot be archived by the customer.
    expect(within(screen.getByRole('article', { name: 'Volkswagen Golf' })).queryByRole('button', { name: /Archivieren/ })).not.toBeInTheDocument();
  });

  it('pages a long deal list: shows how many of how many, and the button loads the next page until all are shown', async () => {
    const api = mockCustomerAreaApi(undefined, { pageSize: 2 });
    renderRoute('/customer/deals', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Meine Bestellungen' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 von 3 Bestellungen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(api.last('GET', '/deals')!.url.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Weitere Bestellungen anzeigen' })).not.toBeInTheDocument();
  });

  it('lists the waiting-for-delivery group and opens a deal with its timeline, current and next step', async () => {
    const api = mockCustomerAreaApi();
    renderRoute('/customer/waiting-for-delivery', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Warten auf die Auslieferung' });
    expect(api.last('GET', '/deals')!.url.searchParams.get('group')).toBe('waiting_for_delivery');
    fireEvent.click(screen.getByRole('link', { name: /Details ansehen – Volkswagen Golf/ }));
    await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' });
    expect(screen.getByTestId('current-step')).toHaveTextContent('Bestätigt');
    expect(screen.getByTestId('next-step')).toHaveTextContent('Wir teilen Ihnen die voraussichtliche Lieferzeit mit.');
    const timeline = screen.getByRole('list', { name: 'Verlauf' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('20 Nov. 2026, 14:05 · unser Team');
    expect(items[0]).toHaveTextContent('Leasing bestätigt');
    expect(items[1]).toHaveTextContent('Sie');
    // Repeated extras changes come as one folded entry with the span of its run.
    expect(items[1]).toHaveTextContent('01 Nov. 2026, 10:01 – 10:07 · Sie');
    expect(items[1]).toHaveTextContent('Extras geändert (3×)');
    expect(items[2]).toHaveTextContent('Anfrage gestellt');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Bestätigt');
    const payment = screen.getByRole('region', { name: 'Zahlung und Extras' });
    expect(await within(payment).findByText('eingezogen')).toBeInTheDocument();
    expect(within(payment).getByText('Visa •••• 4242', { exact: false })).toBeInTheDocument();
    // Issue 16: every amount says what it is; a private customer's are gross.
    expect(within(payment).getByText('Anzahlung').nextElementSibling).toHaveTextContent('€ 2.000,00 inkl. USt.');
    expect(screen.getByText('Monatliche Rate').nextElementSibling).toHaveTextContent('€ 299,00 inkl. USt. mtl.');
  });

  it('redirects a deal page that does not fit the state (spec 4.2), and a missing deal to /customer (spec 7.8)', async () => {
    mockCustomerAreaApi();
    const first = renderRoute(`/customer/waiting-for-delivery/${CONTRACT_ID}`, { session: customer });
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/customer/deals/${CONTRACT_ID}/contracts`));
    first.unmount();
    const second = renderRoute('/customer/contracts/5a000000-0000-4000-8000-0000000000ff', { session: customer });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/customer'));
  });

  it('sends a message to our team from the deal page', async () => {
    const api = mockCustomerAreaApi();
    renderRoute(`/customer/waiting-for-delivery/${WAITING_ID}`, { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte geben Sie eine Nachricht ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), { target: { value: 'Wann kommt mein Auto?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(api.last('POST', '/messages')?.body).toEqual({ deal_id: WAITING_ID, message: 'Wann kommt mein Auto?', category: 'question', source: 'customer_area' }));
  });

  it('opens the shop only in customer_confirmed/delivery_time_updated; an order goes through pending to success', async () => {
    const api = mockCustomerAreaApi();
    const closed = renderRoute(`/customer/shop/${CONTRACT_ID}`, { session: customer });
    await waitFor(() => expect(closed.router.state.location.pathname).toBe(`/customer/deals/${CONTRACT_ID}/contracts`));
    closed.unmount();
    const { router } = renderRoute(`/customer/shop/${WAITING_ID}`, { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Zusatzangebote für Ihren Volkswagen Golf' });
    fireEvent.click(screen.getByRole('link', { name: /Anfragen.*Fußmatten-Set/ }));
    await screen.findByRole('heading', { level: 1, name: 'Ihre Anfrage' });
    expect(screen.getByRole('radio', { name: /Fußmatten-Set/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich anfragen' }));
    expect(await screen.findByText('Bitte bestätigen Sie die verbindliche Anfrage.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /verbindlich/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verbindlich anfragen' }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Ihre Anfrage ist eingegangen' });
    expect(router.state.location.pathname).toBe(`/customer/shop-form/${WAITING_ID}/success`);
    expect(screen.getByText('ABCDEF12')).toBeInTheDocument();
    const order = api.last('POST', '/messages')!;
    expect(order.body).toMatchObject({ deal_id: WAITING_ID, category: 'shop_order', source: 'customer_shop', message: expect.stringContaining('Fußmatten-Set') });
  });

  it('shows the personal details', async () => {
    mockCustomerAreaApi();
    renderRoute('/customer/personal-details', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Persönliche Daten' });
    expect(screen.getByText('Straße und Hausnummer').nextElementSibling).toHaveTextContent('Lindenweg 7');
    expect(screen.getByText('PLZ und Ort').nextElementSibling).toHaveTextContent('10115 Berlin');
    expect(screen.getByText('Kundengruppe').nextElementSibling).toHaveTextContent('Privatkunde');
  });

  it('lets the customer turn optional deal e-mails off and on; the required ones are listed as always sent', async () => {
    const api = mockCustomerAreaApi();
    renderRoute('/customer/personal-details', { session: customer });
    const section = await screen.findByRole('region', { name: 'E-Mail-Benachrichtigungen' });
    const required = await within(section).findByRole('list', { name: /gesetzlich vorgeschrieben/ });
    expect(within(required).getByText('Bestellbestätigung mit Bestellübersicht (PDF)')).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox', { name: /Bestellbestätigung/ })).not.toBeInTheDocument();
    const contract = within(section).getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' });
    expect(contract).toBeChecked();
    fireEvent.click(contract);
    await waitFor(() => expect(api.last('PATCH', '/mail_preferences/contract_ready')?.body).toEqual({ enabled: false }));
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' })).not.toBeChecked());
    expect(within(section).getByRole('status')).toHaveTextContent('Gespeichert: „Vertrag bereit zur Unterschrift“ aus.');
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' }));
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' })).toBeChecked());
    expect(api.preferences.get('contract_ready')).toBe(true);
  });

  it('offers the data export as a download link and deletes the account only with the right password', async () => {
    const api = mockCustomerAreaApi(({ method, url, body }) => {
      if (method !== 'POST' || url.pathname !== '/api/v1/customers/account_deletion') return undefined;
      return (body as { password: string }).password === 'richtig-2026'
        ? { status: 200, body: {} }
        : { status: 422, body: { statusCode: 422, code: 'wrong_password', message: 'Das Passwort ist nicht korrekt.' } };
    });
    const { router } = renderRoute('/customer/personal-details', { session: customer });
    const section = await screen.findByRole('region', { name: 'Ihre Daten' });
    expect(within(section).getByRole('link', { name: 'Meine Daten herunterladen (ZIP)' })).toHaveAttribute('href', '/api/v1/customers/personal_data_export');
    expect(section).toHaveTextContent('§ 257 HGB');
    fireEvent.click(within(section).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Bitte geben Sie Ihr Passwort ein.');
    fireEvent.change(within(section).getByLabelText('Passwort zur Bestätigung'), { target: { value: 'falsch' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Konto endgültig löschen' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('Das Passwort ist nicht korrekt.'));
    expect(within(section).getByLabelText('Passwort zur Bestätigung')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(section).getByLabelText('Passwort zur Bestätigung'), { target: { value: 'richtig-2026' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Konto endgültig löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.last('POST', '/account_deletion')?.body).toEqual({ password: 'richtig-2026' });
  });

  it('has a help page with a German FAQ', async () => {
    mockCustomerAreaApi();
    renderRoute('/customer/help', { session: customer });
    await screen.findByRole('heading', { level: 1, name: 'Hilfe und Kontakt' });
    for (const q of [/Privat- und Gewerbeleasing/, /Kilometerleasing/, /mehr oder weniger Kilometer/, /Überführung und Zulassung/, /widerrufen/, /Rückgabe/, /versichern/, /Selbstauskunft/, /Wie lange dauert die Lieferung/]) {
      expect(screen.getByText(q, { selector: 'summary' })).toBeInTheDocument();
    }
  });
});
