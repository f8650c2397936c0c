import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { withAppDatabase } from './app-database';

// Shared setup for journeys that start from an ordered private deal. Lives outside `*.e2e.ts`
// (playwright.config.ts testMatch), so Playwright does not collect it as a spec.

/** The demo seed's private customer (SEED_ON_START=demo); every demo account shares the password. */
export const CUSTOMER = 'privat@autoleasing.example';
export const PASSWORD = 'Leasing2026!';

/** Fails with the status and body when an API call of the setup is refused; returns its JSON as `T`. */
export async function ok<T = unknown>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An active private offer with a 36-month/10,000 km term. Test setup only: the catalogue's ids
 * are read from the database the app runs on; the deal itself goes through the checkout API.
 */
export async function privateOffer(): Promise<string> {
  return withAppDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `SELECT s.id FROM car_specs s JOIN offer_term_prices t ON t.car_spec_id = s.id AND t.months = 36 AND t.km_per_year = 10000
        WHERE s.customer_groups IN ('b2c', 'both') AND NOT s.bafa_bonus_available ORDER BY s.id LIMIT 1`,
    );
    expect(rows, 'the demo catalogue has a private offer').toHaveLength(1);
    return rows[0].id;
  });
}

/** The versions of the legal texts the summary page shows (contracts' TERMS_VERSIONS). */
const TERMS_VERSIONS = { agb: 'agb-2026-11', withdrawal: 'widerruf-2026-11' } as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One document as the documents page adds it: a signed upload target, the upload, attaching it to the deal. */
export async function attachDocument(api: APIRequestContext, deal: { id: string; customer_id: string }, attachmentType: string): Promise<void> {
  const target = await ok<{ postEndpoint: string; signature: Record<string, string> }>(
    await api.post('/api/v1/s3_signature', {
      data: { filePath: `${attachmentType}.pdf`, contentType: 'application/pdf', s3_base_key: `customers/${deal.customer_id}`, checkout_uploader: true, encoded_filename: `${attachmentType}.pdf` },
    }),
    'upload target',
  );
  const upload = await api.post(target.postEndpoint, { multipart: { ...target.signature, file: { name: `${attachmentType}.pdf`, mimeType: 'application/pdf', buffer: PDF } } });
  expect(upload.status(), `upload: ${await upload.text()}`).toBe(201);
  await ok(
    await api.post(`/api/v1/checkout/deals/${deal.id}/attached_documents`, { data: { attachment_type: attachmentType, s3_key: target.signature.key, contentType: 'application/pdf' } }),
    `attach ${attachmentType}`,
  );
}

export interface OrderedDeal {
  dealId: string;
  customerId: string;
}

/**
 * The private customer's checkout through the same calls the checkout pages make, up to the order
 * (customer_state checkout_completed). Uses its own request context, so the page under test stays
 * logged out. `journey` names the calling spec in the Idempotency-Key, keeping parallel journeys apart.
 */
export async function dealThroughCheckout(
  baseURL: string,
  { journey, beforeOrder }: { journey: string; /** Runs with the customer's API context just before the order (extras, documents …). */ beforeOrder?: (api: APIRequestContext, deal: OrderedDeal) => Promise<void> },
): Promise<OrderedDeal> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await ok(await api.post('/api/v1/customers/session', { data: { email: CUSTOMER, password: PASSWORD } }), 'login');
    const carSpecId = await privateOffer();
    const deal = await ok<{ id: string; customer_id: string }>(
      await api.post('/api/v1/checkout/deals', {
        headers: { 'Idempotency-Key': `${journey}-e2e-${Date.now()}` },
        data: { deal_props: { car_spec_id: carSpecId, months: 36, km_per_year: 10000 }, force_create: true },
      }),
      'create deal',
    );
    const step = (customerState: string) => api.post(`/api/v1/checkout/deals/${deal.id}/status_update`, { data: { customer_state: customerState } });
    await ok(await step('car_configured'), 'configure');
    await ok(
      await api.patch(`/api/v1/checkout/customer/${deal.customer_id}/private_personal_details`, {
        data: {
          salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '12.08.1984', phone: '+49 30 1234567',
          street: 'Unter den Linden', house_number: '5', postal_code: '10117', city: 'Berlin', lived_since: '01.04.2019', deal_id: deal.id,
        },
      }),
      'personal details',
    );
    await ok(
      await api.patch(`/api/v1/checkout/customer/${deal.customer_id}/private_banking_details`, {
        data: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2015', monthly_income: 3850, deal_id: deal.id },
      }),
      'banking details',
    );
    // Issue 17: the documents the bank needs, a payment choice for an Anzahlung, the accepted terms.
    for (const attachmentType of ['identity_card', 'proof_of_income']) await attachDocument(api, deal, attachmentType);
    await ok(await step('documents_uploaded'), 'documents');
    await beforeOrder?.(api, { dealId: deal.id, customerId: deal.customer_id });
    const current = await ok<{ finance_options: string }>(await api.get(`/api/v1/checkout/deals/${deal.id}`), 'deal');
    if (current.finance_options !== 'monthly') {
      await ok(await api.patch(`/api/v1/checkout/deals/${deal.id}`, { data: { finance_selection: 'monthly' } }), 'payment choice');
    }
    const order = await api.post(`/api/v1/checkout/deals/${deal.id}/status_update`, {
      data: { customer_state: 'checkout_completed', agb_version: TERMS_VERSIONS.agb, withdrawal_version: TERMS_VERSIONS.withdrawal },
    });
    const done = await ok<{ customer_state: string; order_number: string }>(order, 'order');
    expect(done.customer_state).toBe('checkout_completed');
    expect(done.order_number).toMatch(/^AL-\d{4}-\d{6}$/);
    return { dealId: deal.id, customerId: deal.customer_id };
  } finally {
    await api.dispose();
  }
}
