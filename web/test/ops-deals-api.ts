import {
  availableOpsActions,
  OPS_ACTION_TRANSITIONS,
  OPS_DEALS_PER_PAGE,
  type OpsAction,
  type OpsDealMessageDto,
  type OpsDealRowDto,
  type OpsDealSearchResponse,
  type OpsDealTimelineResponse,
  type OpsTimelineEntry,
  type AttachedDocument,
} from '@autoleasing/contracts';

/**
 * The ops screen's API at the network edge for the web specs (paths and types of contracts): the
 * list, the timeline, the messages with the staff reply, the actions (moving the deal by the transition table) and the contract
 * upload, from a small in-memory set of deals. `extra` answers first, for a spec's own cases.
 */
export const DEAL_ID = '3f2a9c1e-0000-4000-8000-000000000001';
export const ADMIN_USER = '00000000-0000-4000-8000-0000000000a1';

export interface OpsCall {
  method: string;
  url: URL;
  body: unknown;
}

export function makeDeal(i: number, overrides: Partial<OpsDealRowDto> = {}): OpsDealRowDto {
  const id = i === 1 ? DEAL_ID : `3f2a9c1e-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    id,
    customer_id: `00000000-0000-4000-8000-0000000c${String(i).padStart(4, '0')}`,
    customer_name: i === 1 ? 'Petra Privat' : `Kunde ${i}`,
    customer_email: i === 1 ? 'privat@autoleasing.example' : `kunde${i}@example.com`,
    // One business customer among the private ones: their amounts are net.
    customer_group: i === 2 ? 'b2b' : 'b2c',
    customer_state: 'checkout_completed',
    order_number: `AL-2026-${String(100 + i).padStart(6, '0')}`,
    payment_status: null,
    manufacturer_name: 'Volkswagen',
    car_series_name: 'Golf',
    car_model_name: '1.5 eTSI Life',
    total_rate_cents: 29900 + i,
    delivery_time: null,
    available_actions: ['prepare_contract'],
    last_actor_user_id: null,
    dealer_id: '00000000-0000-4000-8000-0000000000d1',
    dealer_name: 'Autohaus Nord',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T13:05:00.000Z',
    unanswered_messages: i === 1 ? 1 : 0,
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function mockOpsApi(extra?: (call: OpsCall) => Response | undefined) {
  const deals: OpsDealRowDto[] = Array.from({ length: 23 }, (_, i) => makeDeal(i + 1));
  const events: OpsTimelineEntry[] = [
    {
      id: 'e1',
      revision: 0,
      type: 'DealCreated',
      occurred_at: '2026-11-19T08:00:00.000Z',
      actor: { user_id: deals[0].customer_id, role: 'Customer', name: 'Petra Privat' },
    },
    {
      id: 'e2',
      revision: 1,
      type: 'DealCustomerStateChanged',
      occurred_at: '2026-11-20T13:05:00.000Z',
      actor: { user_id: deals[0].customer_id, role: 'Customer', name: 'Petra Privat' },
      from_state: 'documents_uploaded',
      to_state: 'checkout_completed',
      trigger: 'place_order',
    },
  ];
  const contracts: AttachedDocument[] = [];
  const messages: OpsDealMessageDto[] = [
    {
      id: 'm1',
      message: 'Wann kommt mein Auto?',
      category: 'delivery',
      source: 'customer_area',
      reply_to: null,
      author_role: 'Customer',
      author: 'Kunde',
      author_name: 'Petra Privat',
      created_at: '2026-11-20T14:30:00.000Z',
    },
  ];
  const calls: OpsCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const own = extra?.(call);
    if (own) return own;
    const path = url.pathname;
    if (method === 'GET' && path === '/api/v1/admin/deals/search') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const state = url.searchParams.get('customer_state');
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = deals.filter((d) => (!state || d.customer_state === state) && (!q || d.customer_email.includes(q) || d.customer_name.toLowerCase().includes(q)));
      const answer: OpsDealSearchResponse = {
        data: rows.slice((page - 1) * OPS_DEALS_PER_PAGE, page * OPS_DEALS_PER_PAGE),
        meta: { page, per_page: OPS_DEALS_PER_PAGE, total: rows.length },
        dealers: [{ id: '00000000-0000-4000-8000-0000000000d1', name: 'Autohaus Nord' }],
      };
      return json(200, answer);
    }
    const match = /^\/api\/v1\/admin\/deals\/([^/]+)\/(timeline|messages|actions|archive|contract_document\/upload_target|contract_document)$/.exec(path);
    const deal = match && deals.find((d) => d.id === match[1]);
    if (!match || !deal) return json(404, { statusCode: 404, code: 'deal_not_found', message: 'Der Deal wurde nicht gefunden.' });
    const at = new Date(Date.UTC(2026, 10, 21, 14, calls.length)).toISOString();
    const staff = { user_id: ADMIN_USER, role: 'Admin' as const, name: 'Anton Admin' };
    switch (match[2]) {
      case 'timeline': {
        const answer: OpsDealTimelineResponse = { deal, events, contracts };
        return json(200, answer);
      }
      case 'messages': {
        if (method === 'GET') return json(200, messages);
        const text = String((body as { message?: string }).message ?? '').trim();
        if (!text) {
          const detail = { field: 'message', code: 'required', message: 'Bitte geben Sie eine Antwort ein.' };
          return json(422, { statusCode: 422, code: 'message_required', message: detail.message, details: [detail] });
        }
        const reply: OpsDealMessageDto = { id: `m${messages.length + 1}`, message: text, category: 'reply', source: 'ops', author_role: 'Admin', author: 'unser Team', author_name: 'Anton Admin', created_at: at, reply_to: (body as { reply_to?: string }).reply_to ?? null };
        messages.push(reply);
        Object.assign(deal, { unanswered_messages: 0 });
        return json(201, reply);
      }
      case 'actions': {
        const { action, note } = body as { action: OpsAction; delivery_time?: string; note?: string };
        const { from, to } = OPS_ACTION_TRANSITIONS[action];
        if (!(from as readonly string[]).includes(deal.customer_state)) {
          return json(409, { statusCode: 409, code: 'invalid_transition', message: 'Diese Aktion ist im aktuellen Status nicht möglich.' });
        }
        events.push({
          id: `e${events.length + 1}`,
          revision: events.length,
          type: 'DealCustomerStateChanged',
          occurred_at: at,
          actor: staff,
          from_state: deal.customer_state,
          to_state: to,
          trigger: action,
          ...(note ? { note } : {}),
        });
        Object.assign(deal, { customer_state: to, available_actions: availableOpsActions(to), updated_at: at, last_actor_user_id: ADMIN_USER });
        return json(200, deal);
      }
      case 'archive': {
        // Archived deals are not found any more (spec 4.1): out of the list, timeline 404.
        deals.splice(deals.indexOf(deal), 1);
        return json(200, { ...deal, customer_state: 'customer_archived', available_actions: [], updated_at: at, last_actor_user_id: ADMIN_USER });
      }
      case 'contract_document/upload_target':
        return json(200, { postEndpoint: '/api/v1/uploads', signature: { key: `customers/${deal.customer_id}/k/Vertrag.pdf`, 'Content-Type': 'application/pdf', policy: 'p', signature: 's' } });
      default: {
        const doc: AttachedDocument = {
          id: `doc-${contracts.length + 1}`,
          attachment_type: 'contract',
          s3_key: (body as { s3_key: string }).s3_key,
          contentType: 'application/pdf',
          file_name: 'Vertrag.pdf',
          size_bytes: 1234,
          created_at: at,
          download_url: '/api/v1/documents/doc-1',
        };
        contracts.push(doc);
        events.push({ id: `e${events.length + 1}`, revision: events.length, type: 'DealDocumentAttached', occurred_at: at, actor: staff, attachment_type: 'contract', document_id: doc.id });
        return json(201, doc);
      }
    }
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    deals,
    messages,
    calls,
    last: (method: string, pathEnd: string) => [...calls].reverse().find((c) => c.method === method && c.url.pathname.endsWith(pathEnd)),
  };
}

/**
 * XMLHttpRequest for the signed upload: records the form and answers `status`. By default the
 * answer comes as soon as the request is sent (after reporting half the bytes); with `held` the
 * upload stays open until the test calls `progress` and `finish`, so it can look at the dialog
 * while the upload is under way without racing a timer.
 */
export function mockUploadXhr(status = 201, { held = false }: { held?: boolean } = {}) {
  const sent: FormData[] = [];
  const opened: FakeXhr[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      sent.push(form);
      opened.push(this);
      if (held) return;
      // Answered in a later task, as a real request is: never inside send().
      void Promise.resolve().then(() => {
        this.report(50);
        this.answer();
      });
    }
    report(percent: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
    }
    answer() {
      this.status = status;
      this.responseText = status === 201 ? '{"key":"k"}' : JSON.stringify({ code: 'content_type_mismatch', message: 'Der Inhalt der Datei passt nicht zum angegebenen Dateityp.' });
      this.onload?.();
    }
  }
  const sentOne = () => {
    const last = opened.at(-1);
    if (!last) throw new Error('no upload has been sent yet');
    return last;
  };
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    /** Reports `percent` of the held upload's bytes as sent. */
    progress: (percent: number) => sentOne().report(percent),
    /** Answers the held upload. */
    finish: () => sentOne().answer(),
    restore: () => (globalThis.XMLHttpRequest = original),
  };
}
