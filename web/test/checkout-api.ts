import { frameOrNotFound } from './mock-api';
import {
  dealOrderTotals,
  type CheckoutCustomerDto,
  type CustomerGroup,
  type DealCustomerState,
  type DealDto,
  type DealOrderSummaryDto,
  type ExtraName,
  type FinalOfferExtrasDto,
  type RatesCalculationResponse,
} from '@autoleasing/contracts';

/**
 * The checkout API of spec 7.5 at the network edge for the web specs (contracts types): `fetch`
 * answers by method and path from one in-memory deal and customer, applying the same state and
 * extras rules the API does, so a spec can walk steps and read what the page sent. `extra`
 * answers first, for a spec's own cases (failures, 422, other answers); anything else falls back
 * to `fallback` (e.g. the recorded catalogue answers) or 404.
 */
export const DEAL_ID = '7';
export const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001';

export interface CheckoutRequest {
  method: string;
  url: URL;
  body: unknown;
  /** The request's headers (e.g. the payment calls' Idempotency-Key). */
  headers?: Headers;
}

export type CheckoutRoute = (request: CheckoutRequest) => { status?: number; body: unknown } | undefined;

export function makeDeal(overrides: Partial<DealDto> = {}, group: CustomerGroup = 'b2c'): DealDto {
  return {
    id: DEAL_ID,
    customer_id: CUSTOMER_ID,
    customer_group: group,
    customer_state: 'car_configured',
    order_number: null,
    car_spec_id: 'spec-1',
    final_offer: {
      id: 'fo-1',
      deal_id: DEAL_ID,
      months: 36,
      km_per_year: 10000,
      final_car_model_id: 'model-1',
      final_car_model: { manufacturer_name: 'Volkswagen', car_series_name: 'Golf', image_public_url: '', name: 'Golf 1.5 TSI Life' },
      car_spec_id: 'spec-1',
      list_price_cents: 3_500_000,
      downpayment_cents: 0,
      fleet_size: 1,
      offer_type: 'other',
      customer_group: group,
      finance_rate_cents: 29_900,
      service_rate_cents: 0,
      insurance_rate_cents: 0,
      total_rate_cents: 29_900,
      total_rate_with_extras_cents: 29_900,
      bafa_bonus_available: false,
      price_in_cents_per_extra_km: 10,
      discount_in_cents_per_untapped_km: 5,
      insurance_enabled: false,
      service_package_enabled: false,
      delivery_option: 'by_home',
      delivery_price_cents: 49_900,
      extras_agb_consent: false,
    },
    extras: [
      { extra_id: 'delivery', extra: { name: 'delivery', label: 'Lieferung bis vor die Haustür' }, selected: false, price_cents: 49_900 },
      { extra_id: 'registration', extra: { name: 'registration', label: 'Zulassung' }, selected: false, price_cents: 19_900 },
    ],
    logistics: null,
    insurance_enabled: false,
    service_package: false,
    downpayment_cents: 0,
    selected: false,
    finance_options: 'monthly',
    finance_selection: null,
    payment_status: null,
    isSelfAssesmentFormGenerated: false,
    attached_documents: [],
    referred_by_code: null,
    delivery_time: '2_to_3_months',
    revision: 3,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    caught_up: true,
    ...overrides,
  };
}

export function makeCustomer(group: CustomerGroup = 'b2c'): CheckoutCustomerDto {
  return {
    id: CUSTOMER_ID,
    email: group === 'b2c' ? 'privat@autoleasing.example' : 'gewerbe@autoleasing.example',
    customer_group: group,
    first_name: 'Erika',
    last_name: 'Mustermann',
    company_name: group === 'b2b' ? 'Muster GmbH' : null,
    referral_code: 'ABCDEF12',
    private_personal_details: null,
    private_banking_details: null,
    business_company_manager_details: null,
    business_company_details: null,
    business_personal_details: null,
  };
}

const STEP_OF_KIND: Record<string, { from: DealCustomerState[]; to: DealCustomerState }> = {
  private_personal_details: { from: ['car_configured'], to: 'personal_details_completed' },
  private_banking_details: { from: ['personal_details_completed', 'company_details_completed'], to: 'self_assessment_completed' },
  business_company_manager_details: { from: ['car_configured'], to: 'personal_details_completed' },
  business_company_details: { from: ['personal_details_completed'], to: 'company_details_completed' },
  business_personal_details: { from: ['company_details_completed'], to: 'self_assessment_completed' },
};

export function mockCheckoutApi(options: { deal?: DealDto; customer?: CheckoutCustomerDto; extra?: CheckoutRoute; fallback?: typeof fetch; rates?: RatesCalculationResponse } = {}) {
  const state = { deal: options.deal ?? makeDeal(), customer: options.customer ?? makeCustomer(options.deal?.customer_group) };
  const requests: CheckoutRequest[] = [];
  const json = (body: unknown, status = 200) => ({ status, body });
  const deal = `/api/v1/checkout/deals/${DEAL_ID}`;

  const extrasDto = (): FinalOfferExtrasDto => ({
    extras: state.deal.extras,
    logistics: state.deal.logistics,
    delivery_selected: state.deal.logistics === 'deliveryAndRegistration',
    registration_selected: state.deal.logistics !== null,
    delivery_option: state.deal.final_offer.delivery_option,
  });
  /** As the API answers it: lender and PAngV figures of the offer, totals by contracts' dealOrderTotals, IBAN masked. */
  const orderSummaryDto = (): DealOrderSummaryDto => {
    const totals = dealOrderTotals(state.deal);
    const offer = state.deal.final_offer;
    return {
      deal_id: state.deal.id,
      customer_group: state.deal.customer_group,
      contract_type: 'Kilometerleasingvertrag',
      lender: { name: 'Musterbank Leasing GmbH', street: 'Bankstraße 1', postal_code: '38112', city: 'Braunschweig', country: 'DE' },
      borrow_rate_percent: 3.99,
      borrow_rate_fixed: true,
      annual_percentage_rate_percent: 4.06,
      net_loan_amount_cents: 2_975_000 - offer.downpayment_cents,
      months: offer.months,
      monthly_rate_cents: offer.total_rate_cents,
      downpayment_cents: offer.downpayment_cents,
      totals: { lines: totals.lines.map((l) => ({ key: l.key, label: l.label, amount_cents: l.amountCents })), total_cents: totals.totalCents },
      customer: { name: 'Erika Mustermann', address: { street: 'Musterweg 1', postal_code: '10115', city: 'Berlin' }, iban_masked: 'DE89 **** **** **** **** 00' },
    };
  };
  const selectExtra = (id: ExtraName | null) => {
    state.deal = { ...state.deal, extras: state.deal.extras.map((e) => ({ ...e, selected: e.extra_id === id })) };
  };

  const route: CheckoutRoute = ({ method, url, body }) => {
    const path = url.pathname;
    const b = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === deal) return json(state.deal);
    if (method === 'PATCH' && path === deal) {
      if (b.finance_selection) state.deal = { ...state.deal, finance_selection: b.finance_selection as DealDto['finance_selection'], selected: true };
      for (const key of ['months', 'km_per_year'] as const) if (b[key] !== undefined) state.deal = { ...state.deal, final_offer: { ...state.deal.final_offer, [key]: b[key] } };
      return json(state.deal);
    }
    if (method === 'PATCH' && path === `${deal}/referral`) {
      // Like the API: known codes are 6–12 letters/digits; WILLKOMMEN26 stands for a code of another customer.
      const code = String(b.referred_by_code ?? '').trim().toUpperCase();
      if (code !== 'WILLKOMMEN26') {
        return json({ statusCode: 422, code: 'referral_code_unknown', message: 'Dieser Empfehlungscode ist uns leider nicht bekannt. Bitte prüfen Sie die Eingabe.' }, 422);
      }
      state.deal = { ...state.deal, referred_by_code: code };
      return json({ applied: true, referred_by_code: code });
    }
    if (method === 'POST' && path === `${deal}/status_update`) {
      state.deal = { ...state.deal, customer_state: b.customer_state as DealCustomerState };
      // The order gets its number (issue 17).
      if (b.customer_state === 'checkout_completed') state.deal = { ...state.deal, order_number: 'AL-2026-000123' };
      return json(state.deal);
    }
    if (method === 'GET' && path === `${deal}/final_offer_extras`) return json(extrasDto());
    if (method === 'GET' && path === `${deal}/order_summary`) return json(orderSummaryDto());
    if (method === 'PATCH' && path === `${deal}/final_offer_extras`) {
      if (b.extra_id !== undefined) {
        const current = state.deal.extras.find((e) => e.selected)?.extra_id ?? null;
        selectExtra(current === b.extra_id ? null : (b.extra_id as ExtraName));
      }
      if (b.logistics !== undefined) state.deal = { ...state.deal, logistics: b.logistics as DealDto['logistics'] };
      if (b.delivery_option !== undefined) {
        state.deal = { ...state.deal, final_offer: { ...state.deal.final_offer, delivery_option: b.delivery_option as DealDto['final_offer']['delivery_option'] } };
        if (b.delivery_option === 'by_factory') selectExtra(null);
      }
      return json(extrasDto());
    }
    if (method === 'PATCH' && path === `/api/v1/checkout/final_offers/${state.deal.final_offer.id}`) {
      // custom_list_price comes in euros and is stored as list_price_cents (the VAT round trip is the API's).
      const { custom_list_price: customListPrice, ...fields } = b;
      const listPrice = typeof customListPrice === 'number' ? { list_price_cents: Math.round(customListPrice * 100) } : {};
      state.deal = { ...state.deal, final_offer: { ...state.deal.final_offer, ...(fields as object), ...listPrice } };
      if (typeof b.downpayment_cents === 'number') state.deal = { ...state.deal, downpayment_cents: b.downpayment_cents };
      return json(state.deal.final_offer);
    }
    if (method === 'POST' && path === '/api/v1/rates_calculation') {
      return json(
        options.rates ?? {
          final_rate: { cents: 27_500 },
          service_rate: { cents: 0 },
          insurance_rate: { cents: 0 },
          price_per_extra_km_cents: 10,
          discount_per_untapped_km_cents: 5,
          custom_list_price_cents: 3_500_000,
        },
      );
    }
    if (method === 'GET' && path === '/api/v1/checkout/customer') return json(state.customer);
    const details = new RegExp(`^/api/v1/checkout/customer/${CUSTOMER_ID}/(\\w+)$`).exec(path);
    if (method === 'PATCH' && details) {
      const kind = details[1];
      const { deal_id: dealId, ...saved } = b;
      state.customer = { ...state.customer, [kind]: saved };
      const step = STEP_OF_KIND[kind];
      if (dealId && step?.from.includes(state.deal.customer_state)) state.deal = { ...state.deal, customer_state: step.to };
      return json({ kind, details: saved, deal: dealId ? state.deal : null });
    }
    if (method === 'POST' && path === '/api/v1/s3_signature') {
      return json({ postEndpoint: '/api/v1/uploads', signature: { key: `customers/${CUSTOMER_ID}/upload-1.pdf`, policy: 'p', signature: 's', 'Content-Type': String(b.contentType) } }, 201);
    }
    if (method === 'POST' && path === '/api/v1/uploads') return json({ key: `customers/${CUSTOMER_ID}/upload-1.pdf`, contentType: 'application/pdf', size_bytes: 100 }, 201);
    if (method === 'POST' && path === `${deal}/attached_documents`) {
      const doc = { id: `doc-${state.deal.attached_documents.length + 1}`, attachment_type: String(b.attachment_type), s3_key: String(b.s3_key), contentType: String(b.contentType), file_name: 'nachweis.pdf', created_at: '2026-11-21T10:00:00.000Z' };
      state.deal = { ...state.deal, attached_documents: [...state.deal.attached_documents, doc] };
      return json({ ...doc, size_bytes: 100, download_url: `/api/v1/documents/${doc.id}` }, 201);
    }
    if (method === 'POST' && path === `${deal}/self_assessment_forms`) return json({ job_id: `self-assessment--${DEAL_ID}` }, 202);
    if (method === 'GET' && path === `/api/v1/jobs/self-assessment--${DEAL_ID}`) {
      return json({ id: `self-assessment--${DEAL_ID}`, name: 'deal.self_assessment_form', state: 'completed', progress: 100, result: { documentId: 'sa-1', download_url: '/api/v1/documents/sa-1', created: true }, error: null, createdAt: '', finishedAt: '' });
    }
    if (method === 'POST' && path === `/api/v1/payment/deals/${DEAL_ID}/void`) {
      state.deal = { ...state.deal, payment_status: 'voided' };
      return json({ deal_id: DEAL_ID, payment_id: 'x', status: 'voided', amount_cents: state.deal.downpayment_cents, at: '' });
    }
    if (method === 'POST' && path === '/api/v1/payment/charges') {
      // Issue 17: the card is reserved (authorised), not charged.
      const paid = String(b.card_number).startsWith('4242');
      state.deal = { ...state.deal, payment_status: paid ? 'authorised' : 'failed' };
      return json({ id: 'ch-1', deal_id: DEAL_ID, status: paid ? 'authorised' : 'failed', amount_cents: state.deal.downpayment_cents, currency: 'EUR', card_last4: '4242', provider_charge_id: 'x', decline_code: paid ? null : 'card_declined', message: paid ? null : 'Ihre Karte wurde abgelehnt.', created_at: '' }, 201);
    }
    return undefined;
  };

  const fallback = options.fallback;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = undefined;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    else if (init?.body) body = init.body;
    const request = { method, url, body, headers: new Headers(init?.headers) };
    requests.push(request);
    const answer = options.extra?.(request) ?? route(request);
    if (!answer) {
      if (fallback) return fallback(input, init);
      return frameOrNotFound(url);
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    state,
    requests,
    fetchMock,
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.url.pathname === path),
  };
}
