import { createPostgresEventStore, EventTypeRegistry } from '@autoleasing/infra';
import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { CUSTOMER, PASSWORD, dealThroughCheckout } from './support/deal-through-checkout';
import { lookAt } from './support/look-at';

/**
 * The order flow (another change, issue 17) appends DealOrderPlaced when the order is placed;
 * until it does, the journey appends it to the deal's stream itself, as that flow will.
 */
async function placeOrder(dealId: string, customerId: string, orderNumber: string): Promise<void> {
  const registry = new EventTypeRegistry();
  registry.register({ type: 'DealOrderPlaced', schemaVersion: 1, validate: () => [] });
  const store = createPostgresEventStore({ databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing', registry });
  try {
    const actor = { userId: customerId, role: 'Customer' as const };
    const at = new Date().toISOString();
    const id = randomUUID();
    await store.append(`deal-${dealId}`, [{ id, type: 'DealOrderPlaced', data: { dealId, orderNumber, actor, placedAt: at }, metadata: { actor, correlationId: id, causationId: id, occurredAt: at } }], {
      expectedRevision: 'exists',
    });
  } finally {
    await store.close();
  }
}

test.describe('deal e-mails', () => {
  test('the customer switches an optional deal mail off and on by keyboard; the order mail with its PDF is in the dev outbox', async ({ page, baseURL }) => {
    const { dealId, customerId } = await dealThroughCheckout(baseURL!, { journey: 'deal-mails' });
    const orderNumber = `AL-E2E-${Date.now()}`;
    await placeOrder(dealId, customerId, orderNumber);

    await page.goto('/login?redirect_url=' + encodeURIComponent(`${baseURL}/customer/personal-details`));
    await page.getByLabel('E-Mail-Adresse').fill(CUSTOMER);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/customer\/personal-details$/);

    const section = page.getByRole('region', { name: 'E-Mail-Benachrichtigungen' });
    await expect(section.getByRole('list', { name: /gesetzlich vorgeschrieben/ }).getByText('Bestellbestätigung mit Bestellübersicht (PDF)')).toBeVisible();
    await expect(section.getByRole('checkbox', { name: /Bestellbestätigung/ })).toHaveCount(0);
    const contract = section.getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' });
    await expect(contract).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/deal-mails/personal-details-1280.png', fullPage: true });

    // Keyboard only: Tab reaches the checkbox, Space toggles it; the choice is saved on the server.
    await contract.focus();
    await expect(contract).toBeFocused();
    await page.keyboard.press('Space');
    await expect(section.getByRole('status')).toHaveText('Gespeichert: „Vertrag bereit zur Unterschrift“ aus.');
    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' })).not.toBeChecked();
    await section.getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' }).focus();
    await page.keyboard.press('Space');
    await expect(section.getByRole('status')).toHaveText('Gespeichert: „Vertrag bereit zur Unterschrift“ an.');
    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Vertrag bereit zur Unterschrift' })).toBeChecked();

    // The deal-mails reaction (projections process of npm start) wrote the order mail; the dev outbox lists it with its PDF.
    const subject = `Ihre Bestellung ${orderNumber} ist bei uns eingegangen`;
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const mail = page.getByRole('article', { name: subject });
    await expect(mail).toContainText(`An: ${CUSTOMER}`);
    await expect(mail.getByRole('link', { name: 'Bestellung ansehen' })).toHaveAttribute('href', `${baseURL}/customer/deals/${dealId}/contracts`);
    const download = mail.getByRole('link', { name: `Anhang Bestellung-${orderNumber}.pdf herunterladen` });
    await expect(download).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/deal-mails/dev-outbox-1280.png', fullPage: true });

    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(body)).getTitle()).toBe(`Bestellübersicht ${orderNumber}`);
  });
});
