import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { CUSTOMER, PASSWORD, dealThroughCheckout, ok } from './support/deal-through-checkout';
import { expectNoHorizontalOverflow } from './support/layout';
import { apiStaffLogin, staffTwin } from './support/second-factor';
import { lookAt } from './support/look-at';

const ADMIN = 'admin@autoleasing.example';

/** Ops staff (admin@) act on the deal through the ops actions API. */
async function opsActions(baseURL: string, dealId: string, actions: { action: string; delivery_time?: string }[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await apiStaffLogin(api, (await staffTwin(ADMIN)).email, PASSWORD);
    for (const body of actions) {
      // prepare_contract needs the contract PDF on the deal (upload target, upload, attach).
      if (body.action === 'prepare_contract') {
        const target = await ok<{ postEndpoint: string; signature: Record<string, string> & { key: string } }>(
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

/** Each page: no horizontal scrolling at 320, 375 and 1280 px (issue 17), and a look at 1280 and 390 px. */
async function screenshots(page: Page, name: string) {
  await expectNoHorizontalOverflow(page, `customer area ${name}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await lookAt(page, { path: `test-results/customer-area/${name}-${width}.png`, fullPage: true });
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
    const { dealId } = await dealThroughCheckout(baseURL!, { journey: 'customer-area' });
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
