import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { Client } from 'pg';

/** German accessibility law (BITV 2.0) follows WCAG 2.1 AA; serious and critical findings fail. */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const CUSTOMER = 'privat@autoleasing.example';
const ADMIN = 'admin@autoleasing.example';
const PASSWORD = 'Leasing2026!';

async function privateOffer(): Promise<string> {
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing' });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT s.id FROM car_specs s JOIN lease_terms t ON t.car_spec_id = s.id AND t.months = 36 AND t.km_per_year = 10000
        WHERE s.active AND s.customer_groups IN ('b2c', 'both') AND NOT s.bafa_bonus_available ORDER BY s.id LIMIT 1`,
    );
    expect(rows, 'the demo catalogue has a private offer').toHaveLength(1);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The private customer's checkout through the checkout API, up to the order (as in ops-deals.e2e). */
async function orderedDeal(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await ok(await api.post('/api/v1/customers/session', { data: { email: CUSTOMER, password: PASSWORD } }), 'login');
    const deal = await ok(
      await api.post('/api/v1/checkout/deals', {
        headers: { 'Idempotency-Key': `customer-area-e2e-${Date.now()}` },
        data: { deal_props: { car_spec_id: await privateOffer(), months: 36, km_per_year: 10000 }, force_create: true },
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
    expect((await ok(await step('checkout_completed'), 'order')).customer_state).toBe('checkout_completed');
    return deal.id as string;
  } finally {
    await api.dispose();
  }
}

/** Ops staff (admin@) act on the deal through the ops actions API. */
async function opsActions(baseURL: string, dealId: string, actions: { action: string; delivery_time?: string }[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await ok(await api.post('/api/v1/customers/session', { data: { email: ADMIN, password: PASSWORD } }), 'admin login');
    for (const body of actions) {
      // prepare_contract needs the contract PDF on the deal (upload target, upload, attach).
      if (body.action === 'prepare_contract') {
        const target = await ok(
          await api.post(`/api/v1/admin/deals/${dealId}/contract_document/upload_target`, { data: { file_name: 'Leasingvertrag.pdf', contentType: 'application/pdf' } }),
          'contract upload target',
        );
        const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
        await ok(await api.post(target.postEndpoint, { multipart: { ...target.signature, file: { name: 'Leasingvertrag.pdf', mimeType: 'application/pdf', buffer: pdf } } }), 'contract upload');
        await ok(await api.post(`/api/v1/admin/deals/${dealId}/contract_document`, { data: { s3_key: target.signature.key } }), 'contract attach');
      }
      await ok(await api.post(`/api/v1/admin/deals/${dealId}/actions`, { data: body }), body.action);
    }
  } finally {
    await api.dispose();
  }
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/customer-area/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('customer area', () => {
  test('after the order and the ops confirmation, the customer follows the deal, marks the notification seen and opens the shop', async ({ page, baseURL }) => {
    // The live stream answers through Fastify and helmet as server-sent events.
    const streams: { status: number; type: string }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/v1/customer_area/events')) streams.push({ status: r.status(), type: r.headers()['content-type'] ?? '' });
    });
    const dealId = await orderedDeal(baseURL!);
    await opsActions(baseURL!, dealId, [{ action: 'prepare_contract' }, { action: 'mark_contract_signed_uploaded' }, { action: 'pre_confirm_customer' }, { action: 'confirm_customer' }]);

    // A visitor is sent to the login with the way back (spec 6).
    await page.goto('/customer/waiting-for-delivery');
    await expect(page).toHaveURL(/\/login\?redirect_url=.*customer%2Fwaiting-for-delivery/);
    await page.getByLabel('E-Mail-Adresse').fill(CUSTOMER);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/customer\/waiting-for-delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warten auf die Auslieferung' })).toBeVisible();

    // The deal is listed under waiting for delivery.
    const card = page.locator(`article[data-deal-id="${dealId}"]`);
    await expect(card.getByText('Bestätigt', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'waiting-for-delivery');

    // The deal page: timeline from the inquiry to the confirmation, current and next step.
    await card.getByRole('link', { name: /Details ansehen/ }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/waiting-for-delivery/${dealId}$`));
    await expect(page.getByTestId('current-step')).toHaveText('Bestätigt');
    await expect(page.getByTestId('next-step')).toHaveText('Wir teilen Ihnen die voraussichtliche Lieferzeit mit.');
    const timeline = page.getByRole('list', { name: 'Verlauf' });
    await expect(timeline.getByRole('listitem').first()).toContainText('unser Team');
    await expect(timeline.getByRole('listitem').first()).toContainText('Leasing bestätigt');
    await expect(timeline.getByRole('listitem').last()).toContainText('Anfrage gestellt');
    await expect(timeline.getByRole('listitem').last()).toContainText('Sie');
    await expect(timeline.getByRole('listitem').first().locator('time')).toHaveText(/^\d{2} \S+ \d{4}, \d{2}:\d{2}$/);
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'deal-timeline');

    // Ops update the delivery time: the timeline follows without a reload (live updates).
    await expect.poll(() => streams.some((r) => r.status === 200 && r.type.startsWith('text/event-stream'))).toBe(true);
    await opsActions(baseURL!, dealId, [{ action: 'update_delivery_time', delivery_time: '4_to_6_weeks' }]);
    await expect(timeline.getByRole('listitem').first()).toContainText('Liefertermin aktualisiert', { timeout: 10_000 });
    await expect(timeline).toContainText('Lieferzeit: 4–6 Wochen');

    // The dashboard shows the new notification; the customer marks it as seen.
    await page.getByRole('navigation', { name: 'Kundenbereich' }).getByRole('link', { name: 'Übersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kundenbereich' })).toBeVisible();
    const notes = page.getByRole('region', { name: /Benachrichtigungen/ });
    const newest = notes.getByRole('listitem').filter({ hasText: 'Voraussichtliche Lieferzeit aktualisiert' }).first();
    await expect(newest).toContainText('Lieferzeit: 4–6 Wochen');
    await expect(newest).toContainText('Neu');
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'dashboard');
    await newest.getByRole('button', { name: /Als gelesen markieren/ }).click();
    await expect(newest.getByRole('button', { name: /Als gelesen markieren/ })).toHaveCount(0);
    await expect(newest).not.toContainText('Neu');

    // The shop is open in delivery_time_updated.
    await page.goto(`/customer/shop/${dealId}`);
    await expect(page.getByRole('heading', { level: 1, name: /Zusatzangebote für Ihren/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'shop');
    await page.getByRole('link', { name: /Anfragen.*Fußmatten-Set/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Anfrage' })).toBeVisible();
    await page.getByRole('checkbox', { name: /verbindlich/ }).check();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Verbindlich anfragen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Anfrage ist eingegangen' })).toBeVisible();
    await expect(page.getByText(/Vorgangsnummer [0-9A-F]{8}/)).toBeVisible();
    await screenshots(page, 'shop-success');
    // The order is on the deal as a message to our team.
    await page.getByRole('link', { name: 'Zurück zu Ihrer Bestellung' }).click();
    await expect(page.getByRole('region', { name: 'Nachrichten an unser Team' })).toContainText('Anfrage Zusatzleistung: Fußmatten-Set');
  });
});
