import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TERMS_VERSIONS, type CustomerGroup, type DealCustomerState, type DealDto } from '@autoleasing/contracts';
import { CUSTOMER_ID, DEAL_ID, makeCustomer, makeDeal, mockCheckoutApi } from '../../../../test/checkout-api';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { pageLoader } from '../lib/full-page-load';
import { setAnalyticsSink } from '../../../lib/analytics';
import { DEAL_NOT_FOUND_NOTICE } from '../../../components/deal-not-found-redirect';

const where = (router: ReturnType<typeof renderRoute>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const customer = (group: CustomerGroup = 'b2c') => signedIn('Customer', { customerGroup: group });
const dealIn = (state: DealCustomerState, group: CustomerGroup = 'b2c', overrides: Partial<DealDto> = {}) => makeDeal({ customer_state: state, customer_group: group, ...overrides }, group);

beforeEach(() => {
  jest.spyOn(pageLoader, 'load').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('guards', () => {
  it('sends a visitor to /login with the full address (spec 6)', async () => {
    mockCheckoutApi();
    const { router } = renderRoute('/checkout/extras?deal_id=7');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(where(router)).toBe(`/login?redirect_url=${encodeURIComponent('http://localhost/checkout/extras?deal_id=7')}`);
  });

  it('sends a visitor on the create-deal entry to /login too', async () => {
    mockCheckoutApi();
    const { router } = renderRoute('/create-deal?deal_props=%7B%7D');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a b2c customer on a business step to /checkout?deal_id=…, which resumes the deal', async () => {
    mockCheckoutApi({ deal: dealIn('personal_details_completed') });
    const { router } = renderRoute('/checkout/company-details?deal_id=7', { session: customer('b2c') });
    await screen.findByRole('heading', { level: 1, name: 'Angaben zur Bonitätsprüfung' });
    expect(where(router)).toBe('/checkout/credit-check-details?deal_id=7');
  });

  it('sends a b2b customer on a private step to /checkout?deal_id=…', async () => {
    mockCheckoutApi({ deal: dealIn('car_configured', 'b2b'), customer: makeCustomer('b2b') });
    const { router } = renderRoute('/checkout/personal-details?deal_id=7', { session: customer('b2b') });
    await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung' });
    expect(where(router)).toBe('/checkout?deal_id=7');
  });

  it('redirects a step that does not fit the state to the state page', async () => {
    mockCheckoutApi({ deal: dealIn('self_assessment_completed') });
    const { router } = renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    await screen.findByRole('heading', { level: 1, name: 'Dokumente hochladen' });
    expect(where(router)).toBe('/checkout/documents?deal_id=7');
  });

  it('resumes an inquired deal with a full page load of /customer/deals/{id}/checkout#/car', async () => {
    mockCheckoutApi({ deal: dealIn('inquired') });
    renderRoute('/checkout?deal_id=7', { session: customer() });
    await waitFor(() => expect(pageLoader.load).toHaveBeenCalledWith('/customer/deals/7/checkout#/car'));
  });

  it('leads /customer/deals/{id}/checkout#/car into the configurator', async () => {
    mockCheckoutApi({ deal: dealIn('inquired') });
    const { router } = renderRoute('/customer/deals/7/checkout#/car', { session: customer() });
    await screen.findByRole('heading', { level: 1, name: 'Fahrzeug konfigurieren' });
    expect(where(router)).toBe('/checkout/configurator?deal_id=7');
  });

  it('sends a missing deal_id on the configurator to /not-found (spec 7.8)', async () => {
    mockCheckoutApi();
    const { router } = renderRoute('/checkout/configurator', { session: customer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('treats an archived deal as not found: /customer (spec 4.1)', async () => {
    mockCheckoutApi({ deal: dealIn('customer_archived') });
    const { router } = renderRoute('/checkout/extras?deal_id=7', { session: customer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(await screen.findByText(DEAL_NOT_FOUND_NOTICE)).toBeInTheDocument();
  });

  it('sends a deal the API does not know or that is not the customer\'s (404) to /customer with a notice, not to the 404 page (spec 4.1, 7.8; issue 17)', async () => {
    mockCheckoutApi({ extra: ({ url }) => (url.pathname === `/api/v1/checkout/deals/${DEAL_ID}` ? { status: 404, body: { statusCode: 404, code: 'deal_not_found', message: 'Nicht gefunden' } } : undefined) });
    const { router } = renderRoute('/checkout/extras?deal_id=7', { session: customer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(await screen.findByText(DEAL_NOT_FOUND_NOTICE)).toBeInTheDocument();
  });
});

describe('create-deal entry (spec 4.4)', () => {
  const props = { car_spec_id: '11111111-1111-4111-8111-111111111111', quote_id: 'q', customer_group: 'b2c', months: 36, km_per_year: 10000, insurance: false, service_package: true, delivery_option: 'by_home' };
  const entry = `/create-deal?deal_props=${encodeURIComponent(JSON.stringify(props))}`;

  it('creates the deal with force_create and an Idempotency-Key, then goes to the same path with the deal id', async () => {
    sessionStorage.clear();
    const api = mockCheckoutApi({ deal: dealIn('inquired'), extra: ({ method, url }) => (method === 'POST' && url.pathname === '/api/v1/checkout/deals' ? { status: 201, body: dealIn('inquired') } : undefined) });
    const { router } = renderRoute(entry, { session: customer() });
    await waitFor(() => expect(where(router)).toBe('/create-deal?deal_id=7'));
    const [post] = api.sent('POST', '/api/v1/checkout/deals');
    expect(post.body).toEqual({ deal_props: { car_spec_id: props.car_spec_id, months: 36, km_per_year: 10000, insurance: false, service_package: true, delivery_option: 'by_home' }, force_create: true });
    const headers = new Headers((api.fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/v1/checkout/deals'))?.[1] as RequestInit).headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.sent('POST', '/api/v1/checkout/deals')).toHaveLength(1);
    // The new deal is inquired: it resumes in the configurator with a full page load.
    await waitFor(() => expect(pageLoader.load).toHaveBeenCalledWith('/customer/deals/7/checkout#/car'));
  });

  it.each([
    ['neither deal_id nor deal_props', '/create-deal'],
    ['unusable deal_props', '/create-deal?deal_props=kaputt'],
  ])('goes to /error with %s', async (_, path) => {
    mockCheckoutApi();
    const { router } = renderRoute(path, { session: customer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('goes to /error when the deal cannot be created', async () => {
    sessionStorage.clear();
    mockCheckoutApi({ extra: ({ method }) => (method === 'POST' ? { status: 409, body: { statusCode: 409, code: 'offer_not_orderable', message: 'Nicht bestellbar' } } : undefined) });
    const { router } = renderRoute(entry, { session: customer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});

describe('configurator', () => {
  it('shows the listprice_too_low message of spec 8', async () => {
    mockCheckoutApi({
      deal: dealIn('inquired'),
      extra: ({ url }) =>
        url.pathname === '/api/v1/rates_calculation'
          ? { status: 409, body: { statusCode: 409, code: 'listprice_too_low', message: 'x' } }
          : undefined,
    });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    const listPrice = await screen.findByLabelText(/Listenpreis Ihrer Ausstattung/);
    fireEvent.change(listPrice, { target: { value: '1.000,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText('Der eingetragene Listenpreis darf nicht niedriger als der Basislistenpreis des Fahrzeugs sein.')).toBeInTheDocument();
  });

  it('shows the generic rate message for other failures', async () => {
    mockCheckoutApi({ deal: dealIn('inquired'), extra: ({ url }) => (url.pathname === '/api/v1/rates_calculation' ? { status: 422, body: { statusCode: 422, code: 'rate_calculation_failed', message: 'x' } } : undefined) });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText('Wir können die Rate nicht berechnen. Bitte kontaktieren Sie das Sales-Team. Rückruf anfordern')).toBeInTheDocument();
  });

  it('recalculates a downpayment change and stores it in cents (euros in the rate request)', async () => {
    const api = mockCheckoutApi({ deal: dealIn('inquired') });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    fireEvent.change(await screen.findByLabelText('Anzahlung (€, inkl. USt.)'), { target: { value: '€ 2.500,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText('Ihre Anzahlung wurde übernommen und die Rate neu berechnet.')).toBeInTheDocument();
    expect((api.sent('POST', '/api/v1/rates_calculation')[0].body as { final_offer: { downpayment: number } }).final_offer.downpayment).toBe(2500);
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1')[0].body).toEqual({ downpayment_cents: 250_000 });
  });

  it('saves a custom list price: euros in the final offer PATCH, the server\'s rounded figure in the field and the offer', async () => {
    const rates = { final_rate: { cents: 31_000 }, service_rate: { cents: 0 }, insurance_rate: { cents: 0 }, price_per_extra_km_cents: 10, discount_per_untapped_km_cents: 5, custom_list_price_cents: 3_800_001 };
    const api = mockCheckoutApi({ deal: dealIn('inquired'), rates });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    const listPrice = await screen.findByLabelText(/Listenpreis Ihrer Ausstattung/);
    expect(listPrice).toHaveValue('35.000,00');
    fireEvent.change(listPrice, { target: { value: '€ 38.000,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText('Ihr Listenpreis wurde übernommen und die Rate neu berechnet.')).toBeInTheDocument();
    expect((api.sent('POST', '/api/v1/rates_calculation')[0].body as { final_offer: { list_price: number } }).final_offer.list_price).toBe(38000);
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1').map((r) => r.body)).toEqual([{ custom_list_price: 38000 }]);
    expect(listPrice).toHaveValue('38.000,01');
    expect(api.state.deal.final_offer.list_price_cents).toBe(3_800_000);

    // List price and downpayment together in one PATCH.
    fireEvent.change(listPrice, { target: { value: '39.000,00' } });
    fireEvent.change(screen.getByLabelText('Anzahlung (€, inkl. USt.)'), { target: { value: '1.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText('Ihr Listenpreis und Ihre Anzahlung wurden übernommen und die Rate neu berechnet.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1')[1].body).toEqual({ custom_list_price: 39000, downpayment_cents: 100_000 });
  });

  it('does not save an unchanged list price', async () => {
    const api = mockCheckoutApi({ deal: dealIn('inquired') });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText(/Berechnete Finanzierungsrate/)).toBeInTheDocument();
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1')).toHaveLength(0);
  });

  it('refuses a downpayment whose rate would not be above 0 (spec 4.5)', async () => {
    const api = mockCheckoutApi({
      deal: dealIn('inquired'),
      rates: { final_rate: { cents: 0 }, service_rate: { cents: 0 }, insurance_rate: { cents: 0 }, price_per_extra_km_cents: 10, discount_per_untapped_km_cents: 5, custom_list_price_cents: 3_500_000 },
    });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    fireEvent.change(await screen.findByLabelText(/Anzahlung \(€/), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rate berechnen' }));
    expect(await screen.findByText('Mit dieser Anzahlung läge die Rate bei 0 € oder darunter. Bitte wählen Sie eine niedrigere Anzahlung.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1')).toHaveLength(0);
  });

  it.each(['abc', '40000', '-5'])('shows ONE error naming the maximum for the Anzahlung %s and stores nothing (issue 17)', async (value) => {
    const api = mockCheckoutApi({ deal: dealIn('inquired') });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    fireEvent.change(await screen.findByLabelText(/Anzahlung \(€/), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Rate berechnen' }));
    // List price € 35.000,00: at most 30 % = € 10.500,00.
    expect(await screen.findByText('Die Anzahlung muss zwischen 0 € und € 10.500,00 liegen.')).toBeInTheDocument();
    expect(screen.getAllByText(/Die Anzahlung muss zwischen/)).toHaveLength(1);
    expect(screen.queryByText(/Rate nicht berechnen|Rate bei 0 €/)).toBeNull();
    expect(api.sent('POST', '/api/v1/rates_calculation')).toHaveLength(0);
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1')).toHaveLength(0);
  });

  it('offers only the terms and deliveries the car has, and keeps a km the new term has not', async () => {
    const product = {
      lease_terms: [
        { months: 36, km_per_year: 10000 },
        { months: 36, km_per_year: 15000 },
        { months: 48, km_per_year: 10000 },
      ],
      car_spec: { delivery: { by_home: 119_000, by_dealer: 85_000 } },
    };
    const api = mockCheckoutApi({
      deal: dealIn('inquired', 'b2c', {}),
      extra: ({ url }) => (url.pathname === '/api/v1/products/spec-1' ? { body: product } : undefined),
    });
    api.state.deal = { ...api.state.deal, final_offer: { ...api.state.deal.final_offer, km_per_year: 15000 } };
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    const months = await screen.findByLabelText('Laufzeit');
    await waitFor(() => expect(within(months).getAllByRole('option').map((o) => o.textContent)).toEqual(['36 Monate', '48 Monate']));
    expect(within(screen.getByLabelText('Kilometer pro Jahr')).getAllByRole('option').map((o) => o.textContent)).toEqual(['10.000 km', '15.000 km']);
    expect(within(screen.getByLabelText('Lieferung')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Zulassung und Lieferung bis vor die Haustür (€\u00a01.190,00 inkl. USt.)',
      'Abholung beim Händler (€\u00a0850,00 inkl. USt.)',
    ]);
    expect(api.sent('GET', '/api/v1/products/spec-1')[0].url.searchParams.get('customer_group')).toBe('b2c');
    fireEvent.change(months, { target: { value: '48' } });
    await waitFor(() => expect(api.sent('PATCH', `/api/v1/checkout/deals/${DEAL_ID}`)).toHaveLength(1));
    expect(api.sent('PATCH', `/api/v1/checkout/deals/${DEAL_ID}`)[0].body).toEqual({ months: 48, km_per_year: 10000 });
  });

  it('says so at the field when the offer has no such term (404 without the 404 page)', async () => {
    mockCheckoutApi({
      deal: dealIn('inquired'),
      extra: ({ method, url }) =>
        method === 'PATCH' && url.pathname === `/api/v1/checkout/deals/${DEAL_ID}` ? { status: 404, body: { statusCode: 404, code: 'offer_term_not_found', message: 'x' } } : undefined,
    });
    renderRoute('/checkout/configurator?deal_id=7', { session: customer() });
    fireEvent.change(await screen.findByLabelText('Laufzeit'), { target: { value: '60' } });
    expect(await screen.findByText(/Diese Laufzeit oder Kilometerleistung gibt es für dieses Fahrzeug nicht/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fahrzeug konfigurieren' })).toBeInTheDocument();
  });

  it('confirms the configuration (inquired → car_configured) and goes to the checkout', async () => {
    const api = mockCheckoutApi({ deal: dealIn('inquired') });
    const { router } = renderRoute('/checkout/configurator/summary?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Konfiguration bestätigen und weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung' });
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)[0].body).toEqual({ customer_state: 'car_configured' });
    expect(where(router)).toBe('/checkout?deal_id=7');
  });
});

describe('while the deal read model is behind (issue 19)', () => {
  it('a step answered from the decision shows "wird aktualisiert …", asks again, and then shows the next step, never the older view', async () => {
    let staleReads = 2;
    const api = mockCheckoutApi({
      deal: dealIn('inquired'),
      extra: ({ method, url }) => {
        if (method === 'POST' && url.pathname === `/api/v1/checkout/deals/${DEAL_ID}/status_update`) {
          return { body: { id: DEAL_ID, customer_state: 'car_configured', revision: 4, caught_up: false } };
        }
        if (method === 'GET' && url.pathname === `/api/v1/checkout/deals/${DEAL_ID}` && api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`).length > 0) {
          // The read model still has revision 3 for two reads, then the step.
          return staleReads-- > 0 ? { body: dealIn('inquired') } : { body: dealIn('car_configured', 'b2c', { revision: 4 }) };
        }
        return undefined;
      },
    });
    const { router } = renderRoute('/checkout/configurator/summary?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Konfiguration bestätigen und weiter' }));
    // The notice re-renders while the page asks again: check it is shown, not that one node stays.
    await waitFor(() => expect(screen.getByText('Ihre Bestellung wird aktualisiert …')).toBeInTheDocument(), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung' }, { timeout: 5000 });
    expect(where(router)).toBe('/checkout?deal_id=7');
    expect(staleReads).toBeLessThan(0);
    expect(pageLoader.load).not.toHaveBeenCalled();
  });

  it('a deal the read model does not have yet is shown once it has it', async () => {
    let reads = 0;
    mockCheckoutApi({
      deal: dealIn('car_configured'),
      extra: ({ method, url }) =>
        method === 'GET' && url.pathname === `/api/v1/checkout/deals/${DEAL_ID}` && reads++ === 0
          ? { body: { id: DEAL_ID, customer_state: 'car_configured', revision: 3, caught_up: false } }
          : undefined,
    });
    renderRoute('/checkout?deal_id=7', { session: customer() });
    // The notice re-renders while the page asks again: check it is shown, not that one node stays.
    await waitFor(() => expect(screen.getByText('Ihre Bestellung wird aktualisiert …')).toBeInTheDocument(), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung' }, { timeout: 5000 });
    expect(reads).toBeGreaterThan(1);
  });
});

describe('details forms', () => {
  it('shows field-level messages linked with aria-describedby and sends nothing', async () => {
    const api = mockCheckoutApi({ deal: dealIn('car_configured') });
    renderRoute('/checkout/personal-details?deal_id=7', { session: customer() });
    const birthday = await screen.findByLabelText('Geburtsdatum');
    fireEvent.change(birthday, { target: { value: '31.02.1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    const message = await screen.findByText('Dieses Datum existiert nicht.');
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
    expect(birthday.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Anrede')).toHaveAccessibleDescription('Bitte wählen Sie eine Option aus.');
    expect(screen.getByLabelText('Postleitzahl')).toHaveAccessibleDescription('Bitte geben Sie eine fünfstellige Postleitzahl ein.');
    expect(api.sent('PATCH', `/api/v1/checkout/customer/${CUSTOMER_ID}/private_personal_details`)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Anrede')));
  });

  it('saves the personal details with the deal id and goes on to the credit check', async () => {
    const api = mockCheckoutApi({ deal: dealIn('car_configured') });
    const { router } = renderRoute('/checkout/personal-details?deal_id=7', { session: customer() });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Geburtsdatum');
    fill('Anrede', 'ms');
    fill('Geburtsdatum', '01.02.1985');
    fill('Telefon', '030 1234567');
    fill('Straße', 'Hauptstraße');
    fill('Hausnummer', '5');
    fill('Postleitzahl', '10115');
    fill('Ort', 'Berlin');
    fill('Wohnhaft dort seit', '01.01.2015');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Angaben zur Bonitätsprüfung' });
    expect(where(router)).toBe('/checkout/credit-check-details?deal_id=7');
    expect(api.sent('PATCH', `/api/v1/checkout/customer/${CUSTOMER_ID}/private_personal_details`)[0].body).toEqual({
      salutation: 'ms',
      first_name: 'Erika',
      last_name: 'Mustermann',
      birthday: '01.02.1985',
      phone: '030 1234567',
      street: 'Hauptstraße',
      house_number: '5',
      postal_code: '10115',
      city: 'Berlin',
      lived_since: '01.01.2015',
      housing_type: null,
      number_of_children_to_support: 0,
      deal_id: DEAL_ID,
    });
  });

  it('sends euro inputs as euros, the sign stripped and a non-number as 0 (spec 5.3)', async () => {
    const api = mockCheckoutApi({ deal: dealIn('personal_details_completed') });
    renderRoute('/checkout/credit-check-details?deal_id=7', { session: customer() });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('IBAN');
    fill('Beschäftigung', 'employee');
    fill('Beschäftigt seit', '01.03.2018');
    fill('Monatliches Nettoeinkommen (€)', '€ 3.250,50');
    fill('Weitere Einkünfte mtl. (€, optional)', 'keine');
    fill('IBAN', 'DE89 3704 0044 0532 0130 00');
    fill('Kontoinhaber', 'Erika Mustermann');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Dokumente hochladen' });
    const body = api.sent('PATCH', `/api/v1/checkout/customer/${CUSTOMER_ID}/private_banking_details`)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ monthly_income: 3250.5, extra_income: 0, housing_rental_cost: 0, employment_type: 'employee', deal_id: DEAL_ID });
  });

  it('shows a 422 answer at its field', async () => {
    mockCheckoutApi({
      deal: dealIn('company_details_completed', 'b2b'),
      customer: makeCustomer('b2b'),
      extra: ({ method }) =>
        method === 'PATCH'
          ? { status: 422, body: { statusCode: 422, code: 'validation_failed', message: 'Ungültig', details: [{ field: 'manager_postal_code', code: 'postal_code', message: 'Diese PLZ kennen wir nicht.' }] } }
          : undefined,
    });
    renderRoute('/checkout/owner-details?deal_id=7', { session: customer('b2b') });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Steuer-ID (optional)');
    fill('Geburtsdatum', '01.02.1975');
    fill('Wohnhaft dort seit', '01.01.2010');
    fill('Straße', 'Weg');
    fill('Hausnummer', '1');
    fill('Postleitzahl', '99999');
    fill('Ort', 'Erfurt');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByText('Diese PLZ kennen wir nicht.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');
  });

  it('applies the owner-details defaults of spec 5.2', async () => {
    const api = mockCheckoutApi({ deal: dealIn('company_details_completed', 'b2b'), customer: makeCustomer('b2b') });
    renderRoute('/checkout/owner-details?deal_id=7', { session: customer('b2b') });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Steuer-ID (optional)');
    fill('Geburtsdatum', '01.02.1975');
    fill('Wohnhaft dort seit', '01.01.2010');
    fill('Straße', 'Weg');
    fill('Hausnummer', '1');
    fill('Postleitzahl', '99084');
    fill('Ort', 'Erfurt');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Unternehmensdokumente hochladen' });
    const body = api.sent('PATCH', `/api/v1/checkout/customer/${CUSTOMER_ID}/business_personal_details`)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ manager_monthly_income: 0, manager_number_of_children_to_support: 0, manager_tax_id: '' });
    expect(body).not.toHaveProperty('manager_housing_type');
  });
});

describe('documents uploader', () => {
  const pdf = () => new File(['%PDF-1.4 test'], 'nachweis.pdf', { type: 'application/pdf' });

  it('asks for a signature, posts the file to the signed endpoint and attaches it to the deal', async () => {
    const api = mockCheckoutApi({ deal: dealIn('self_assessment_completed') });
    renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    fireEvent.change(await screen.findByLabelText('Art des Dokuments'), { target: { value: 'proof_of_income' } });
    fireEvent.change(screen.getByLabelText('Datei auswählen'), { target: { files: [pdf()] } });
    expect(await screen.findByText('nachweis.pdf wurde hochgeladen.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');
    expect(api.sent('POST', '/api/v1/s3_signature')[0].body).toEqual({
      filePath: 'nachweis.pdf',
      contentType: 'application/pdf',
      s3_base_key: `customers/${CUSTOMER_ID}`,
      checkout_uploader: true,
      encoded_filename: 'nachweis.pdf',
    });
    const upload = api.sent('POST', '/api/v1/uploads')[0].body as FormData;
    expect([...upload.keys()]).toEqual(['key', 'policy', 'signature', 'Content-Type', 'file']);
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/attached_documents`)[0].body).toEqual({
      attachment_type: 'proof_of_income',
      s3_key: `customers/${CUSTOMER_ID}/upload-1.pdf`,
      contentType: 'application/pdf',
    });
    expect(await screen.findByRole('link', { name: /Einkommensnachweis: nachweis.pdf/ })).toBeInTheDocument();
  });

  it('does not count an upload without endpoint or signature (spec 5.2)', async () => {
    const api = mockCheckoutApi({
      deal: dealIn('self_assessment_completed'),
      extra: ({ url }) => (url.pathname === '/api/v1/s3_signature' ? { status: 201, body: { postEndpoint: '/api/v1/uploads' } } : undefined),
    });
    renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    fireEvent.change(await screen.findByLabelText('Datei auswählen'), { target: { files: [pdf()] } });
    expect(await screen.findByText('Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/v1/uploads')).toHaveLength(0);
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/attached_documents`)).toHaveLength(0);
  });

  it.each([
    ['a file of another type', new File(['x'], 'bild.gif', { type: 'image/gif' }), 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PDF, JPEG und PNG.'],
    ['a file over 10 MB', Object.defineProperty(new File(['x'], 'gross.pdf', { type: 'application/pdf' }), 'size', { value: 10 * 1024 * 1024 + 1 }), 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'],
  ])('refuses %s before sending it', async (_, file, message) => {
    const api = mockCheckoutApi({ deal: dealIn('self_assessment_completed') });
    renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    const input = await screen.findByLabelText('Datei auswählen');
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.sent('POST', '/api/v1/s3_signature')).toHaveLength(0);
  });

  it('runs the bar to 97 % over 10 s while waiting, then 100 %', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockCheckoutApi({ deal: dealIn('self_assessment_completed') });
    const inner = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/v1/uploads')) await held;
      return inner(input, init);
    }) as typeof fetch;
    renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    const input = await screen.findByLabelText('Datei auswählen', {}, { timeout: 3000, interval: 10 }).catch(async () => {
      jest.advanceTimersByTime(100);
      return screen.findByLabelText('Datei auswählen');
    });
    fireEvent.change(input, { target: { files: [pdf()] } });
    await waitFor(() => expect(api.sent('POST', '/api/v1/s3_signature')).toHaveLength(1));
    const { act } = await import('@testing-library/react');
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(Number(screen.getByRole('progressbar').getAttribute('value'))).toBeGreaterThanOrEqual(47);
    expect(Number(screen.getByRole('progressbar').getAttribute('value'))).toBeLessThanOrEqual(50);
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '97');
    await act(async () => {
      release();
    });
    jest.useRealTimers();
    expect(await screen.findByText('nachweis.pdf wurde hochgeladen.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');
  });

  it('generates the Selbstauskunft and links the PDF', async () => {
    const api = mockCheckoutApi({ deal: dealIn('self_assessment_completed') });
    renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Selbstauskunft erstellen' }));
    expect(await screen.findByRole('link', { name: 'Selbstauskunft (PDF) öffnen' })).toHaveAttribute('href', '/api/v1/documents/sa-1');
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/self_assessment_forms`)).toHaveLength(1);
  });

  it('completes the step (documents_uploaded) only with a document', async () => {
    const api = mockCheckoutApi({ deal: dealIn('self_assessment_completed') });
    const { router } = renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter zu den Extras' }));
    expect(await screen.findByText('Bitte laden Sie mindestens ein Dokument hoch.')).toBeInTheDocument();
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Datei auswählen'), { target: { files: [pdf()] } });
    await screen.findByText('nachweis.pdf wurde hochgeladen.');
    await screen.findByRole('link', { name: /nachweis.pdf/ });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zu den Extras' }));
    await screen.findByRole('heading', { level: 1, name: 'Extras auswählen' });
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)[0].body).toEqual({ customer_state: 'documents_uploaded' });
    expect(where(router)).toBe('/checkout/extras?deal_id=7');
  });

  it('lists what the bank needs and shows the server\'s refusal at the step (issue 17)', async () => {
    const message = 'Bitte laden Sie noch folgende Dokumente hoch: Einkommensnachweis (die letzten drei Gehaltsabrechnungen).';
    const api = mockCheckoutApi({
      deal: dealIn('self_assessment_completed', 'b2c', { attached_documents: [{ id: 'd1', attachment_type: 'identity_card', s3_key: 'k', contentType: 'application/pdf', file_name: 'ausweis.pdf', created_at: '' }] }),
      extra: ({ method, url }) => (method === 'POST' && url.pathname.endsWith('/status_update') ? { status: 409, body: { statusCode: 409, code: 'documents_missing', message, step: 'documents' } } : undefined),
    });
    const { router } = renderRoute('/checkout/documents?deal_id=7', { session: customer() });
    const needed = await screen.findByRole('list', { name: 'Benötigte Unterlagen' });
    expect(within(needed).getByText(/Personalausweis oder Reisepass/)).toHaveTextContent('hochgeladen');
    expect(within(needed).getByText(/Einkommensnachweis/)).toHaveTextContent('fehlt noch');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zu den Extras' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(document.querySelector('.toast__message')).toBeNull();
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)).toHaveLength(1);
    expect(where(router)).toBe('/checkout/documents?deal_id=7');
    // Once the customer adds a document, the refusal about the documents before is gone.
    fireEvent.change(screen.getByLabelText('Datei auswählen'), { target: { files: [pdf()] } });
    await screen.findByText('nachweis.pdf wurde hochgeladen.');
    expect(screen.queryByText(message)).toBeNull();
  });
});

describe('extras (spec 4.5)', () => {
  it('selects one extra at a time, clears it when chosen again, and factory pickup resets it', async () => {
    const api = mockCheckoutApi({ deal: dealIn('documents_uploaded') });
    renderRoute('/checkout/extras?deal_id=7', { session: customer() });
    const delivery = await screen.findByRole('button', { name: /Lieferung bis vor die Haustür/ });
    fireEvent.click(delivery);
    await waitFor(() => expect(screen.getByRole('button', { name: /Lieferung bis vor die Haustür/ })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: /Zulassung/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Zulassung/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /Lieferung bis vor die Haustür/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: /Zulassung/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Zulassung/ })).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(screen.getByRole('button', { name: /Lieferung bis vor die Haustür/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Lieferung bis vor die Haustür/ })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('radio', { name: 'Abholung im Werk' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Lieferung bis vor die Haustür/ })).toHaveAttribute('aria-pressed', 'false'));
    const sent = api.sent('PATCH', `/api/v1/checkout/deals/${DEAL_ID}/final_offer_extras`).map((r) => r.body);
    expect(sent).toEqual([{ extra_id: 'delivery' }, { extra_id: 'registration' }, { extra_id: 'registration' }, { extra_id: 'delivery' }, { delivery_option: 'by_factory' }]);
  });

  it('sends the logistics choice and shows its delivery/registration flags', async () => {
    const api = mockCheckoutApi({ deal: dealIn('documents_uploaded') });
    renderRoute('/checkout/extras?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('radio', { name: 'Nur die Zulassung übernehmen wir' }));
    expect(await screen.findByText('Lieferung: nein · Zulassung: ja')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Zulassung und Lieferung übernehmen wir' }));
    expect(await screen.findByText('Lieferung: ja · Zulassung: ja')).toBeInTheDocument();
    expect(api.sent('PATCH', `/api/v1/checkout/deals/${DEAL_ID}/final_offer_extras`).map((r) => r.body)).toEqual([{ logistics: 'registration' }, { logistics: 'deliveryAndRegistration' }]);
  });

  it('wants the extras AGB consent (extras_agb_consent) before going on with an extra', async () => {
    const api = mockCheckoutApi({ deal: dealIn('documents_uploaded') });
    const { router } = renderRoute('/checkout/extras?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: /Zulassung/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Zulassung/ })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Zusammenfassung' }));
    expect(await screen.findByText('Bitte stimmen Sie den Bedingungen für Extras zu.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/extras');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bedingungen für die gewählten Extras/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Bedingungen für die gewählten Extras/ })).toBeChecked());
    expect(api.sent('PATCH', '/api/v1/checkout/final_offers/fo-1')[0].body).toEqual({ extras_agb_consent: true });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Zusammenfassung' }));
    await screen.findByRole('heading', { level: 1, name: 'Zusammenfassung' });
  });
});

describe('summary and order', () => {
  it('shows the Widerrufsbelehrung to consumers and orders with "Zahlungspflichtig bestellen"', async () => {
    const api = mockCheckoutApi({ deal: dealIn('documents_uploaded') });
    const { router } = renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    expect(await screen.findByRole('heading', { name: 'Widerrufsbelehrung' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByText('Bitte akzeptieren Sie die AGB.')).toBeInTheDocument();
    expect(screen.getByText(/Widerrufsbelehrung zur Kenntnis genommen haben/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Widerrufsbelehrung zur Kenntnis genommen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' });
    expect(screen.getByText(/Ihre Bestellnummer/)).toHaveTextContent('Ihre Bestellnummer: AL-2026-000123');
    // The accepted legal texts go with the order (issue 17), so the server records them.
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)[0].body).toEqual({
      customer_state: 'checkout_completed',
      agb_version: TERMS_VERSIONS.agb,
      withdrawal_version: TERMS_VERSIONS.withdrawal,
    });
    expect(where(router)).toBe('/checkout/success?deal_id=7');
  });

  it('has no Widerrufsbelehrung for business customers', async () => {
    mockCheckoutApi({ deal: dealIn('documents_uploaded', 'b2b'), customer: makeCustomer('b2b') });
    renderRoute('/checkout/business-summary?deal_id=7', { session: customer('b2b') });
    await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(screen.queryByRole('heading', { name: 'Widerrufsbelehrung' })).not.toBeInTheDocument();
  });

  it('holds the order until the payment is chosen (spec 4.3); with card payment the order button reserves and orders in one click, a declined card places no order (issue 17)', async () => {
    const api = mockCheckoutApi({ deal: dealIn('documents_uploaded', 'b2c', { finance_options: 'monthly_and_one_time', downpayment_cents: 250_000 }) });
    const { router } = renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    const order = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(order).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Jetzt einmalig per Kreditkarte' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled());
    const orderForm = screen.getByRole('form', { name: 'Bestellung abschließen' });
    expect(screen.queryByRole('button', { name: /auf der Karte reservieren/ })).not.toBeInTheDocument();
    // The summary says when the money is taken.
    expect(screen.getAllByText(/erst\s+abgebucht, wenn Ihr unterschriebener Leasingvertrag bei uns eingegangen ist/).length).toBeGreaterThan(0);
    fireEvent.click(within(orderForm).getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    fireEvent.click(within(orderForm).getByRole('checkbox', { name: /Widerrufsbelehrung zur Kenntnis genommen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(within(orderForm).getByLabelText('Kartennummer')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(orderForm).getByText('Bitte geben Sie das Ablaufdatum als MM/JJ ein.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/v1/payment/charges')).toHaveLength(0);

    const fill = (label: string, value: string) => fireEvent.change(within(orderForm).getByLabelText(label), { target: { value } });
    fill('Karteninhaber', 'Erika Mustermann');
    fill('Kartennummer', '4000 0000 0000 0002');
    fill('Gültig bis (MM/JJ)', '12/28');
    fill('Prüfnummer (CVC)', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await within(orderForm).findByText('Ihre Karte wurde abgelehnt.')).toBeInTheDocument();
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)).toHaveLength(0);

    fill('Kartennummer', '4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' });
    const charges = api.sent('POST', '/api/v1/payment/charges');
    expect(charges[1].body).toEqual({ deal_id: DEAL_ID, holder: 'Erika Mustermann', card_number: '4242424242424242', expiry: '12/28', cvc: '123' });
    // One key per attempt: the declined attempt and the new one differ.
    const keys = charges.map((c) => c.headers?.get('Idempotency-Key'));
    expect(keys[0]).toContain(DEAL_ID);
    expect(keys[1]).not.toBe(keys[0]);
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)).toHaveLength(1);
    expect(api.sent('POST', `/api/v1/payment/deals/${DEAL_ID}/void`)).toHaveLength(0);
    expect(where(router)).toBe('/checkout/success?deal_id=7');
  });

  it('releases the reservation at once when the order is refused after reserving, and says so at the order button (issue 17)', async () => {
    const api = mockCheckoutApi({
      deal: dealIn('documents_uploaded', 'b2c', { finance_options: 'monthly_and_one_time', finance_selection: 'one_time', downpayment_cents: 250_000 }),
      extra: ({ method, url }) =>
        method === 'POST' && url.pathname.endsWith('/status_update') ? { status: 409, body: { statusCode: 409, code: 'documents_missing', message: 'Es fehlen Dokumente.', step: 'documents' } } : undefined,
    });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    const orderForm = await screen.findByRole('form', { name: 'Bestellung abschließen' });
    const fill = (label: string, value: string) => fireEvent.change(within(orderForm).getByLabelText(label), { target: { value } });
    fill('Karteninhaber', 'Erika Mustermann');
    fill('Kartennummer', '4242 4242 4242 4242');
    fill('Gültig bis (MM/JJ)', '12/28');
    fill('Prüfnummer (CVC)', '123');
    fireEvent.click(within(orderForm).getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    fireEvent.click(within(orderForm).getByRole('checkbox', { name: /Widerrufsbelehrung zur Kenntnis genommen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByText('Es fehlen Dokumente. Die Reservierung Ihrer Anzahlung wurde aufgehoben.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Dokumenten' })).toBeInTheDocument();
    expect(api.sent('POST', '/api/v1/payment/charges')).toHaveLength(1);
    expect(api.sent('POST', `/api/v1/checkout/deals/${DEAL_ID}/status_update`)).toHaveLength(1);
    expect(api.sent('POST', `/api/v1/payment/deals/${DEAL_ID}/void`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reservierung aufheben' })).not.toBeInTheDocument();
  });

  it('orders without card fields when the Anzahlung is already reserved, and the reservation can still be cancelled', async () => {
    const api = mockCheckoutApi({
      deal: dealIn('documents_uploaded', 'b2c', { finance_options: 'monthly_and_one_time', finance_selection: 'one_time', selected: true, payment_status: 'authorised', downpayment_cents: 250_000 }),
    });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    expect(await screen.findByText(/ist auf Ihrer Karte reserviert/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Kartennummer')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Per Lastschrift mit der ersten Monatsrate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reservierung aufheben' }));
    expect(await screen.findByLabelText('Kartennummer')).toBeInTheDocument();
    expect(api.sent('POST', `/api/v1/payment/deals/${DEAL_ID}/void`)).toHaveLength(1);
    expect(api.sent('POST', '/api/v1/payment/charges')).toHaveLength(0);
  });

  it('needs no payment when the downpayment goes with the first monthly rate', async () => {
    mockCheckoutApi({ deal: dealIn('documents_uploaded', 'b2c', { finance_options: 'monthly_and_one_time', downpayment_cents: 250_000 }) });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    fireEvent.click(await screen.findByRole('radio', { name: 'Per Lastschrift mit der ersten Monatsrate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled());
  });
});

describe('Gutscheincode on the summary (referral, spec 8)', () => {
  it.each(['summary', 'business-summary'] as const)('refuses an unknown code inline with coupon_submit applied false and no toast, then applies a known one (%s)', async (step) => {
    const events: { event: string; props: unknown }[] = [];
    const restore = setAnalyticsSink((event, props) => events.push({ event, props }));
    try {
      const group = step === 'summary' ? 'b2c' : 'b2b';
      const api = mockCheckoutApi({ deal: dealIn('documents_uploaded', group), customer: makeCustomer(group) });
      renderRoute(`/checkout/${step}?deal_id=7`, { session: customer(group) });
      const field = await screen.findByRole('textbox', { name: 'Gutscheincode' });
      fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
      expect(await screen.findByText('Bitte geben Sie einen Gutscheincode ein.')).toBeInTheDocument();
      expect(api.sent('PATCH', `/api/v1/checkout/deals/${DEAL_ID}/referral`)).toHaveLength(0);

      fireEvent.change(field, { target: { value: 'FALSCH99' } });
      fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
      expect(await screen.findByText('Dieser Empfehlungscode ist uns leider nicht bekannt. Bitte prüfen Sie die Eingabe.')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(events).toContainEqual({ event: 'coupon_submit', props: { applied: false, status: 422, code: 'referral_code_unknown' } });
      // Spec 8: no toast for referral calls.
      expect(document.querySelector('[data-toast-key]')).toBeNull();
      expect(screen.queryByText('Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.')).not.toBeInTheDocument();

      fireEvent.change(field, { target: { value: ' willkommen26 ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
      expect(await screen.findByText('WILLKOMMEN26')).toBeInTheDocument();
      expect(screen.getByText('WILLKOMMEN26').closest('[role="status"]')).toHaveTextContent('Gutscheincode WILLKOMMEN26 wurde angewendet.');
      expect(screen.queryByRole('textbox', { name: 'Gutscheincode' })).not.toBeInTheDocument();
      expect(api.sent('PATCH', `/api/v1/checkout/deals/${DEAL_ID}/referral`).map((r) => r.body)).toEqual([{ referred_by_code: 'FALSCH99' }, { referred_by_code: 'willkommen26' }]);
      expect(events).toContainEqual({ event: 'coupon_submit', props: { applied: true } });
    } finally {
      restore();
    }
  });

  it('shows a code applied earlier instead of the field', async () => {
    mockCheckoutApi({ deal: dealIn('documents_uploaded', 'b2c', { referred_by_code: 'ABCDEF12' }) });
    renderRoute('/checkout/summary?deal_id=7', { session: customer() });
    expect((await screen.findByText('ABCDEF12')).closest('[role="status"]')).toHaveTextContent('Gutscheincode ABCDEF12 wurde angewendet.');
    expect(screen.queryByRole('textbox', { name: 'Gutscheincode' })).not.toBeInTheDocument();
  });
});

it('shows a refused order\'s message at the order button instead of the toast, and reports submit_screen with the failure flag (spec 8, issue 17)', async () => {
  const events: unknown[] = [];
  const restore = setAnalyticsSink((event, props) => events.push({ event, props }));
  mockCheckoutApi({ deal: dealIn('documents_uploaded'), extra: ({ method }) => (method === 'POST' ? { status: 409, body: { statusCode: 409, code: 'invalid_transition', message: 'Nein' } } : undefined) });
  renderRoute('/checkout/summary?deal_id=7', { session: customer() });
  fireEvent.click(await screen.findByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Widerrufsbelehrung zur Kenntnis genommen/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  expect(await screen.findByText('Nein')).toBeInTheDocument();
  expect(document.querySelector('.toast__message')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeInTheDocument();
  expect(events).toContainEqual({ event: 'submit_screen', props: { step: 'status_update', failure: true, status: 409, code: 'invalid_transition' } });
  restore();
});
