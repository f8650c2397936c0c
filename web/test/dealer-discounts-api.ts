import { frameOrNotFound } from './mock-api';
import type {
  DealerBankDto,
  DealerManufacturerDto,
  DiscountHistoryEntry,
  DiscountRowDto,
  DiscountTableResponse,
  JobStatusResponse,
} from '@autoleasing/contracts';

/**
 * The dealer area's API at the network edge for the web specs (spec 7.1 paths, contracts types):
 * `fetch` answers by method and path from a small in-memory table of 25 Volkswagen rows, so a
 * spec can page, save, run jobs and read what the page sent (method, URL and JSON body).
 * `extra` answers first, for a spec's own cases (422, 409, failures).
 */
export const DEALER_ID = '00000000-0000-4000-8000-0000000000d1';
const base = `/api/v1/dealers/${DEALER_ID}`;

export const BANKS: DealerBankDto[] = [
  { id: 'bank-1', name: 'Santander Consumer Bank' },
  { id: 'bank-2', name: 'ALD AutoLeasing' },
];
export const BRANDS: DealerManufacturerDto[] = [
  { id: 'brand-vw', slug_name: 'vw', name: 'Volkswagen' },
  { id: 'brand-mb', slug_name: 'mercedes-benz', name: 'Mercedes-Benz' },
];

export function makeRow(i: number, overrides: Partial<DiscountRowDto> = {}): DiscountRowDto {
  const id = `model-${String(i).padStart(2, '0')}`;
  return {
    id: `row-${id}`,
    car_model_id: id,
    car_series_name: i % 2 ? 'Golf' : 'ID.3',
    car_model_name: `Modell ${i}`,
    vehicle_order_code: `CODE${i}`,
    trim_level: i % 3 ? 'Life' : 'Style',
    fuel_type: i % 2 ? 'petrol' : 'electric',
    gear_type: 'automatic',
    body_type: 'compact',
    horsepower: 100 + i,
    doors: 5,
    available: i % 5 !== 0,
    state: i % 5 === 0 ? 'unavailable' : i % 4 === 0 ? 'data_missing' : 'available',
    confirmed: false,
    base_discount: 5,
    additional_discounts: [null],
    collected_discounts: [1.5],
    discount_sum: 6.5,
    order_absolute_bonus_cents: 50_000,
    bafa_manufacturer_included: false,
    bafa_combined: null,
    factory_delivery_cents: 89_900,
    dealer_delivery_cents: null,
    delivery_time: '2_to_3_months',
    stock_discount_offset: null,
    stock_absolute_bonus_cents: null,
    updated_at: '2026-11-20T13:03:00.000Z',
    dealer_id: DEALER_ID,
    user_id: 'user-1',
    user_name: 'Hanna Händler',
    // Row 3's latest discount gives no positive rate: its offers keep their last price (issue 16).
    price_issue: i === 3 ? 'Dieser Nachlass ergibt keine positive Rate (Restwert höher als Finanzierungsbetrag) – es gilt weiter der zuletzt gültige Preis.' : null,
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type DealerRoute = (request: RecordedRequest) => { status?: number; body: unknown } | undefined;

/** One edit of Modell 1's base discount by the demo dealer; `changes` sets what a test needs. */
export function historyEntry(changes: Partial<DiscountHistoryEntry> = {}): DiscountHistoryEntry {
  return {
    event_id: 'ev-1',
    kind: 'edit',
    customer_group: 'b2b',
    bank_id: 'bank-1',
    manufacturer_id: 'brand-vw',
    car_model_id: 'model-01',
    car_model_name: 'Modell 1',
    field: 'base_discount',
    old_value: 5,
    new_value: 7.5,
    user_id: 'user-1',
    user_name: 'Hanna Händler',
    role: 'Dealer',
    acting_admin_id: null,
    operation_id: null,
    source_scope: null,
    restored_from: null,
    valid_from: null,
    valid_until: null,
    occurred_at: '2026-11-21T13:03:00.000Z',
    ...changes,
  };
}

export function mockDealerApi(extra?: DealerRoute) {
  const rows = Array.from({ length: 25 }, (_, i) => makeRow(i + 1));
  const state = { rows, revision: 7, numberAdditional: 1, jobPolls: 0, pending: null as null | (() => void) };
  const requests: RecordedRequest[] = [];
  const history: DiscountHistoryEntry[] = [historyEntry({ event_id: 'ev-2', old_value: 5, new_value: 7.5 })];

  const json = (body: unknown, status = 200) => ({ status, body });
  const table = (url: URL): DiscountTableResponse => {
    const q = url.searchParams;
    const search = q.get('search')?.toLowerCase();
    const fuel = q.get('fuel_type')?.split(',');
    const matching = state.rows.filter((row) => (!search || row.car_model_name.toLowerCase().includes(search)) && (!fuel || fuel.includes(row.fuel_type)));
    const page = Number(q.get('page') ?? '1');
    const brand = BRANDS.find((b) => b.id === q.get('manufacturer_id'));
    return {
      discounts: matching.slice((page - 1) * 20, page * 20).map((row) => ({ ...row, additional_discounts: Array.from({ length: state.numberAdditional }, (_, i) => row.additional_discounts[i] ?? null) })),
      total_count: matching.length,
      page,
      page_count: Math.ceil(matching.length / 20),
      revision: state.revision,
      number_additional_discounts: state.numberAdditional,
      collected_discount_labels: brand?.slug_name === 'mercedes-benz' ? ['Mengennachlass', 'Banksubvention'] : ['Mindestnachlass'],
      available_filters: { car_series: ['Golf', 'ID.3'], trim_level: ['Life', 'Style'], fuel_type: ['electric', 'petrol'], gear_type: ['automatic'], body_type: ['compact'] },
      as_of: q.get('as_of'),
    };
  };
  const job = (id: string): JobStatusResponse => {
    state.jobPolls += 1;
    const done = state.jobPolls >= 2;
    // The job's events move the table's revision on, as the read model shows them.
    if (state.jobPolls === 2) {
      state.pending?.();
      state.revision += 1;
    }
    return {
      id,
      name: id.startsWith('copy') ? 'discounts.copy' : 'discounts.update_all',
      state: done ? 'completed' : 'active',
      progress: done ? 100 : 40,
      result: done ? { rows: 23, changedCells: 23, durationMs: 120 } : null,
      error: null,
      createdAt: '2026-11-21T13:00:00.000Z',
      finishedAt: done ? '2026-11-21T13:00:01.000Z' : null,
      resumable: false,
    };
  };

  const route: DealerRoute = ({ method, url, body }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `${base}/banks`) return json({ banks: BANKS });
    if (method === 'GET' && path === `${base}/manufacturers`) return json({ manufacturers: BRANDS });
    if (method === 'GET' && path === `${base}/discounts`) return json(table(url));
    if (method === 'POST' && path === `${base}/discounts`) {
      const edited = (body as { discounts: Record<string, unknown>[] }).discounts;
      let cells = 0;
      for (const edit of edited) {
        const index = state.rows.findIndex((row) => row.car_model_id === edit.car_model_id);
        for (const [field, value] of Object.entries(edit)) {
          if (field === 'car_model_id') continue;
          cells += Array.isArray(value) ? value.filter((v, i) => v !== (state.rows[index] as unknown as Record<string, unknown[]>)[field][i]).length : 1;
          state.rows[index] = { ...state.rows[index], [field]: value };
        }
      }
      state.revision += 1;
      return json({ discounts: [], edited_cells: cells, revision: state.revision, merged_cells: 0 });
    }
    if (method === 'POST' && path === `${base}/discounts/update_all`) {
      const { exclude_car_model_ids: excluded, discount } = body as { exclude_car_model_ids: string[]; discount: { field?: string; value?: unknown; collected_discounts?: (number | null)[] } };
      // A single scalar field or the collected discounts land on every row but the excluded ones when the job ends.
      state.pending = () => {
        const change: Partial<DiscountRowDto> | null = discount.field
          ? { [discount.field]: discount.value }
          : discount.collected_discounts
            ? { collected_discounts: discount.collected_discounts.map((v) => v ?? 0) }
            : null;
        if (!change) return;
        state.rows = state.rows.map((row) => (excluded.includes(row.car_model_id) ? row : { ...row, ...change }));
      };
      return json({ job_id: 'update-job-1', operation_id: 'op-1' }, 202);
    }
    if (method === 'POST' && path === `${base}/discounts/unconfirm`) {
      const ids = (body as { car_model_ids: string[] }).car_model_ids;
      const withdrawn = state.rows.filter((row) => ids.includes(row.car_model_id) && row.confirmed);
      state.rows = state.rows.map((row) => (ids.includes(row.car_model_id) ? { ...row, confirmed: false } : row));
      if (withdrawn.length) state.revision += 1;
      return json({ discounts: withdrawn.map((row) => ({ ...row, confirmed: false })), unconfirmed_rows: withdrawn.length, revision: state.revision });
    }
    if (method === 'POST' && path === `${base}/discounts/copy`) return json({ job_id: 'copy-job-1', operation_id: 'op-2' }, 202);
    if (method === 'GET' && path.startsWith('/api/v1/jobs/')) return json(job(decodeURIComponent(path.slice('/api/v1/jobs/'.length))));
    if (method === 'GET' && path === `${base}/discounts/total_amount`) return json({ total_amount: 25 });
    if (method === 'GET' && path === `${base}/discounts/campaigns`) return json({ campaigns: [] });
    if (method === 'GET' && path === `${base}/discounts/history`) {
      const entries = history.filter((e) => e.car_model_id === url.searchParams.get('car_model_id') && e.field === url.searchParams.get('field'));
      return json({ entries, total_count: entries.length, page: 1, page_count: 1 });
    }
    if (method === 'GET' && path === `${base}/discount_layouts/column_checker`) return json({ data_exists: false, tables: [] });
    if (method === 'PATCH' && path === `${base}/discount_layouts`) {
      state.numberAdditional = (body as { number_additional_discounts: number }).number_additional_discounts;
      return json({ number_additional_discounts: state.numberAdditional });
    }
    return undefined;
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const answer = extra?.(request) ?? route(request);
    if (!answer) return frameOrNotFound(url);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    state,
    requests,
    fetchMock,
    /** The newest request to `path` (with the dealer base when it starts with '/'). */
    last: (path: string, method = 'GET') => [...requests].reverse().find((r) => r.method === method && r.url.pathname === (path.startsWith('/api') ? path : `${base}${path}`)),
  };
}
