import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';

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
async function privateOffer(): Promise<string> {
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing' });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT s.id FROM car_specs s JOIN offer_term_prices t ON t.car_spec_id = s.id AND t.months = 36 AND t.km_per_year = 10000
        WHERE s.customer_groups IN ('b2c', 'both') AND NOT s.bafa_bonus_available ORDER BY s.id LIMIT 1`,
    );
    expect(rows, 'the demo catalogue has a private offer').toHaveLength(1);
    return rows[0].id;
  } finally {
    await client.end();
  }
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
export async function dealThroughCheckout(baseURL: string, { journey }: { journey: string }): Promise<OrderedDeal> {
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
    await ok(await step('documents_uploaded'), 'documents');
    const done = await ok<{ customer_state: string }>(await step('checkout_completed'), 'order');
    expect(done.customer_state).toBe('checkout_completed');
    return { dealId: deal.id, customerId: deal.customer_id };
  } finally {
    await api.dispose();
  }
}
