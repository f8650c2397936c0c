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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * An active private offer with a 36-month/10,000 km term. Test setup only: the catalogue's ids
 * are read from the database the app runs on; the deal itself goes through the checkout API.
 */
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

/** The private customer's checkout through the same calls the checkout pages make, up to the order. */
async function dealInCheckoutCompleted(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await ok(await api.post('/api/v1/customers/session', { data: { email: CUSTOMER, password: PASSWORD } }), 'login');
    const carSpecId = await privateOffer();
    const deal = await ok(
      await api.post('/api/v1/checkout/deals', {
        headers: { 'Idempotency-Key': `ops-e2e-${Date.now()}` },
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
    const done = await ok(await step('checkout_completed'), 'order');
    expect(done.customer_state).toBe('checkout_completed');
    return deal.id as string;
  } finally {
    await api.dispose();
  }
}

async function runAction(page: Page, name: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const panel = page.getByRole('region', { name: /^Deal / });
  await panel.getByRole('group', { name: 'Nächste Schritte' }).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: `${name}: bestätigen` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `„${name}“ ausgeführt.` })).toBeVisible();
}

test.describe('ops deal screen', () => {
  test('an admin moves an ordered deal to customer_confirmed step by step and sees the timeline', async ({ page, baseURL }) => {
    const dealId = await dealInCheckoutCompleted(baseURL!);
    const short = dealId.slice(0, 8);

    // A visitor is sent to the login with the way back (spec 6).
    await page.goto('/admin/ops_team/deals');
    await expect(page).toHaveURL(/\/login\?redirect_url=.*admin%2Fops_team%2Fdeals/);
    await page.getByLabel('E-Mail-Adresse').fill(ADMIN);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/admin\/ops_team\/deals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deals (Ops-Team)' })).toBeVisible();

    // Find the deal by its id, open it from the list.
    await page.getByRole('searchbox', { name: 'Suche' }).fill(dealId);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${dealId}`));
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText('Bestellung abgeschlossen')).toBeVisible();
    await expect(table.getByText(CUSTOMER)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await table.getByRole('button', { name: `Deal ${short} öffnen` }).click();
    const panel = page.getByRole('region', { name: `Deal ${short}` });
    await expect(panel.getByRole('heading', { name: `Deal ${short}` })).toBeFocused();
    await expect(panel.getByRole('group', { name: 'Nächste Schritte' }).getByRole('button')).toHaveText(['Vertrag vorbereiten']);

    // Prepare the contract with its PDF (dialog checked by axe while open).
    await runAction(page, 'Vertrag vorbereiten', async (dialog) => {
      await expect(dialog.getByLabel('Leasingvertrag (PDF)')).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByLabel('Leasingvertrag (PDF)').setInputFiles({ name: 'Leasingvertrag.pdf', mimeType: 'application/pdf', buffer: PDF });
    });
    // The contract is listed with a link to the file; the admin may open it.
    const contractLink = panel.getByRole('link', { name: 'Leasingvertrag.pdf (PDF, öffnet in neuem Tab)' });
    await expect(contractLink).toBeVisible();
    const file = await page.request.get((await contractLink.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).equals(PDF)).toBe(true);
    await expect(panel.getByRole('group', { name: 'Nächste Schritte' }).getByRole('button')).toHaveText(['Unterschriebenen Vertrag hochgeladen', 'Vertrag per Post versandt']);

    await runAction(page, 'Unterschriebenen Vertrag hochgeladen');
    await runAction(page, 'Kunde vorläufig bestätigen');
    await runAction(page, 'Kunde bestätigen');
    await expect(panel.locator('.ops-facts .ops-state')).toHaveText('Bestätigt');
    await expect(panel.getByRole('group', { name: 'Nächste Schritte' }).getByRole('button')).toHaveText(['Lieferzeit aktualisieren', 'Fahrzeug zugelassen']);

    // The timeline: every ops step with the staff member and a Berlin time, newest first.
    const items = panel.getByRole('list').last().getByRole('listitem');
    await expect(items.nth(0)).toContainText('Status: Vorläufig bestätigt → Bestätigt');
    await expect(items.nth(1)).toContainText('Status: Unterschriebener Vertrag hochgeladen → Vorläufig bestätigt');
    await expect(items.nth(2)).toContainText('Status: Vertrag vorbereitet → Unterschriebener Vertrag hochgeladen');
    await expect(items.nth(3)).toContainText('Status: Bestellung abgeschlossen → Vertrag vorbereitet');
    await expect(items.nth(4)).toContainText('Dokument angehängt: Leasingvertrag');
    for (let i = 0; i < 5; i++) await expect(items.nth(i)).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} · Anton Admin \(Ops-Team\)/);
    await expect(panel.getByText('Status: Dokumente hochgeladen → Bestellung abgeschlossen')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The list follows: the deal is now waiting for delivery.
    await page.getByLabel('Statusgruppe').selectOption('waiting_for_delivery');
    await expect(page.getByRole('table').getByText('Bestätigt', { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/screenshots/ops-deals-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing sticks out sideways on a phone (the widest elements are named when something does).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(overflowing).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/ops-deals-390.png', fullPage: true });
  });
});
