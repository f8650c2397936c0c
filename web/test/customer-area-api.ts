import { frameOrNotFound } from './mock-api';
import {
  CUSTOMER_STATE_LABELS,
  customerStateGroup,
  DEAL_MAIL_KINDS,
  DEAL_MAIL_LABELS,
  isCustomerShopAllowed,
  isRequiredDealMail,
  type DealMailKind,
  type DealMailPreferenceDto,
  type CustomerDashboardDto,
  type CustomerDealCardDto,
  type CustomerDealDetailDto,
  type CustomerNotificationDto,
  type DealCustomerState,
} from '@autoleasing/contracts';

/**
 * The customer area's API at the network edge for the web specs (paths and types of contracts),
 * from a small in-memory set: deals, notifications (mark_as_seen flips `seen`), archive (the deal
 * disappears), messages (recorded). `extra` answers first, for a spec's own cases.
 */
export const WAITING_ID = '5a000000-0000-4000-8000-000000000001';
export const OPEN_ID = '5a000000-0000-4000-8000-000000000002';
export const CONTRACT_ID = '5a000000-0000-4000-8000-000000000003';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

function card(id: string, state: DealCustomerState): CustomerDealCardDto {
  const group = customerStateGroup(state) ?? null;
  return {
    id,
    customer_state: state,
    order_number: state === 'inquired' || state === 'car_configured' ? null : 'AL-2026-000042',
    state_label: CUSTOMER_STATE_LABELS[state],
    state_group: group,
    customer_group: 'b2c',
    manufacturer_name: 'Volkswagen',
    car_series_name: id === OPEN_ID ? 'Polo' : id === CONTRACT_ID ? 'Passat' : 'Golf',
    car_model_name: '1.5 eTSI Life',
    image_public_url: '/api/v1/car_pictures/hatchback.svg?color=blue',
    months: 36,
    km_per_year: 10000,
    total_rate_cents: 29900,
    delivery_time: '2_to_3_months',
    resume_href: group === 'waiting_for_delivery' ? `/customer/waiting-for-delivery/${id}` : group === 'contracts' ? `/customer/deals/${id}/contracts` : `/checkout/personal-details?deal_id=${id}`,
    archivable: group === 'checkout_in_progress',
    shop_available: isCustomerShopAllowed(state),
    updated_at: '2026-11-20T13:05:00.000Z',
  };
}

function detailOf(deal: CustomerDealCardDto): CustomerDealDetailDto {
  return {
    deal,
    steps: [
      { state: 'checkout_completed', label: 'Bestellung abgeschlossen', status: 'done' },
      { state: deal.customer_state, label: deal.state_label, status: 'current' },
      { state: 'car_picked_up', label: 'Fahrzeug abgeholt', status: 'upcoming' },
    ],
    current_step: { state: deal.customer_state, label: deal.state_label },
    next_step: 'Wir teilen Ihnen die voraussichtliche Lieferzeit mit.',
    timeline: [
      { id: 'e1', revision: 0, type: 'DealCreated', occurred_at: '2026-11-01T09:00:00.000Z', occurred_at_text: '01 Nov. 2026, 10:00', actor: 'customer', actor_label: 'Sie', title: 'Anfrage gestellt', detail: null, count: 1, last_occurred_at: '2026-11-01T09:00:00.000Z', last_occurred_at_text: '01 Nov. 2026, 10:00' },
      {
        id: 'e3',
        revision: 3,
        type: 'DealExtrasChanged',
        occurred_at: '2026-11-01T09:01:00.000Z',
        occurred_at_text: '01 Nov. 2026, 10:01',
        actor: 'customer',
        actor_label: 'Sie',
        title: 'Extras geändert (3×)',
        detail: 'Zuletzt: Extra gewählt – Zulassung',
        count: 3,
        last_occurred_at: '2026-11-01T09:07:00.000Z',
        last_occurred_at_text: '01 Nov. 2026, 10:07',
      },
      { id: 'e2', revision: 9, type: 'DealCustomerStateChanged', occurred_at: '2026-11-20T13:05:00.000Z', occurred_at_text: '20 Nov. 2026, 14:05', actor: 'team', actor_label: 'unser Team', title: 'Leasing bestätigt', detail: 'Status: Vorläufig bestätigt → Bestätigt', count: 1, last_occurred_at: '2026-11-20T13:05:00.000Z', last_occurred_at_text: '20 Nov. 2026, 14:05' },
    ],
    messages: [],
    documents: [],
    extras: [],
    extras_editable: false,
    finance_options: 'monthly',
    finance_selection: null,
    payment_status: null,
  };
}

/** `pageSize`: deals per page of GET /deals (the server's default is 20). */
export function mockCustomerAreaApi(extra?: (call: Call) => { status?: number; body: unknown } | undefined, { pageSize = 20 } = {}) {
  const calls: Call[] = [];
  const deals = new Map<string, CustomerDealCardDto>([
    [WAITING_ID, card(WAITING_ID, 'customer_confirmed')],
    [OPEN_ID, card(OPEN_ID, 'personal_details_completed')],
    [CONTRACT_ID, card(CONTRACT_ID, 'contract_prepared')],
  ]);
  const notifications: CustomerNotificationDto[] = [
    { id: 'n1', deal_id: WAITING_ID, deal_href: `/customer/waiting-for-delivery/${WAITING_ID}`, title: 'Leasing bestätigt', body: 'Wir teilen Ihnen die voraussichtliche Lieferzeit mit.', created_at: '2026-11-20T13:05:00.000Z', created_at_text: '20 Nov. 2026, 14:05', seen: false },
  ];
  const preferences = new Map<DealMailKind, boolean>(DEAL_MAIL_KINDS.map((kind) => [kind, true]));
  const preferenceList = (): DealMailPreferenceDto[] =>
    DEAL_MAIL_KINDS.map((kind) => ({ kind, label: DEAL_MAIL_LABELS[kind], required: isRequiredDealMail(kind), enabled: preferences.get(kind) ?? true }));
  /** GET and PATCH of the deal mail preferences, with the server's refusal of a required mail. */
  const mailPreferences = (method: string, path: string, body: { enabled?: boolean } | undefined) => {
    if (method === 'GET') return json(preferenceList());
    const kind = path.split('/')[2] as DealMailKind;
    if (!DEAL_MAIL_KINDS.includes(kind)) return json({ statusCode: 422, code: 'unknown_mail_kind', message: 'Diese E-Mail-Benachrichtigung gibt es nicht.' }, 422);
    if (isRequiredDealMail(kind) && body?.enabled === false) return json({ statusCode: 409, code: 'mail_required', message: 'Diese E-Mail ist gesetzlich vorgeschrieben und kann nicht abbestellt werden.' }, 409);
    if (!isRequiredDealMail(kind)) preferences.set(kind, Boolean(body?.enabled));
    return json(preferenceList());
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const notFound = () => json({ statusCode: 404, code: 'deal_not_found', message: 'Der Deal wurde nicht gefunden.' }, 404);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const own = extra?.(call);
    if (own) return json(own.body, own.status);
    if (!url.pathname.startsWith('/api/v1/customer_area')) return frameOrNotFound(url);
    const path = url.pathname.replace('/api/v1/customer_area', '');
    const list = () => [...deals.values()];
    if (method === 'GET' && path === '/dashboard') {
      const counts = { checkout_in_progress: 0, contracts: 0, waiting_for_delivery: 0, active_contract: 0 };
      for (const d of list()) if (d.state_group) counts[d.state_group] += 1;
      const dashboard: CustomerDashboardDto = { counts, unseen_notifications: notifications.filter((n) => !n.seen).length, recent_deals: list(), latest_notifications: notifications };
      return json(dashboard);
    }
    if (method === 'GET' && path === '/deals') {
      const group = url.searchParams.get('group') ?? 'all';
      const all = list().filter((d) => group === 'all' || d.state_group === group);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = pageSize;
      return json({ group, deals: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, per_page: perPage });
    }
    if (method === 'GET' && path === '/notifications') return json({ notifications, unseen: notifications.filter((n) => !n.seen).length });
    if (method === 'GET' && path === '/documents') return json([]);
    if (method === 'GET' && path === '/profile') {
      return json({ user_id: '00000000-0000-4000-8000-000000000001', email: 'privat@autoleasing.example', customer_group: 'b2c', first_name: 'Petra', last_name: 'Privat', company_name: null, phone: '030 1234567', street: 'Lindenweg 7', postal_code: '10115', city: 'Berlin' });
    }
    if (path === '/mail_preferences' || path.startsWith('/mail_preferences/')) return mailPreferences(method, path, body);
    const dealMatch = /^\/deals\/([^/]+)(\/archive)?$/.exec(path);
    if (dealMatch) {
      const deal = deals.get(dealMatch[1]);
      if (!deal) return notFound();
      if (method === 'POST' && dealMatch[2]) {
        deals.delete(deal.id);
        return json({ id: deal.id, customer_state: 'customer_archived' });
      }
      return json(detailOf(deal));
    }
    const payment = /^\/payments\/([^/]+)$/.exec(path);
    if (payment && method === 'GET') {
      if (!deals.has(payment[1])) return notFound();
      return json({ deal_id: payment[1], finance_options: 'monthly_and_one_time', finance_selection: 'one_time', payment_status: 'paid', payment_due: false, downpayment_cents: 200000, charges: [{ id: 'c1', amount_cents: 200000, status: 'paid', card_brand: 'Visa', card_last4: '4242', created_at: '2026-11-20T13:05:00.000Z', created_at_text: '20 Nov. 2026, 14:05' }], events: [] });
    }
    const seen = /^\/notifications\/([^/]+)\/mark_as_seen$/.exec(path);
    if (seen && method === 'PATCH') {
      const n = notifications.find((x) => x.id === seen[1]);
      if (!n) return notFound();
      n.seen = true;
      return json(n);
    }
    if (method === 'POST' && path === '/messages') {
      return json({ id: 'abcdef12-0000-4000-8000-000000000000', message: body.message, category: body.category, source: body.source, author: 'customer', author_label: 'Sie', created_at: '2026-11-21T10:00:00.000Z', created_at_text: '21 Nov. 2026, 11:00' }, 201);
    }
    return notFound();
  }) as typeof fetch;
  return { calls, deals, preferences, last: (method: string, suffix: string) => [...calls].reverse().find((c) => c.method === method && c.url.pathname.endsWith(suffix)) };
}
