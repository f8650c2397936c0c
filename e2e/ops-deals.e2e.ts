import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { CUSTOMER, PASSWORD, dealThroughCheckout, ok } from './support/deal-through-checkout';
import { signInAsStaffTwin } from './support/second-factor';
import { lookAt } from './support/look-at';

const ADMIN = 'admin@autoleasing.example';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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
    const { dealId } = await dealThroughCheckout(baseURL!, { journey: 'ops' });
    const short = dealId.slice(0, 8);

    // A visitor is sent to the login with the way back (spec 6).
    await page.goto('/admin/ops_team/deals');
    await expect(page).toHaveURL(/\/login\?redirect_url=.*admin%2Fops_team%2Fdeals/);
    await signInAsStaffTwin(page, ADMIN, PASSWORD);
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
    await lookAt(page, { path: 'test-results/screenshots/ops-deals-1280.png', fullPage: true });
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
    await lookAt(page, { path: 'test-results/screenshots/ops-deals-390.png', fullPage: true });
  });

  test('an admin reads a question of the customer and answers it; the customer sees the answer', async ({ page, baseURL }) => {
    const { dealId } = await dealThroughCheckout(baseURL!, { journey: 'ops-messages' });
    const short = dealId.slice(0, 8);
    const customer = await playwrightRequest.newContext({ baseURL });
    try {
      await ok(await customer.post('/api/v1/customers/session', { data: { email: CUSTOMER, password: PASSWORD } }), 'customer login');
      await ok(
        await customer.post(`/api/v1/checkout/deals/${dealId}/messages`, { data: { message: 'Kann ich das Auto auch abholen?', category: 'delivery', source: 'customer_area' } }),
        'customer message',
      );

      await page.goto('/login?redirect_url=%2Fadmin%2Fops_team%2Fdeals');
      await signInAsStaffTwin(page, ADMIN, PASSWORD);
      await expect(page).toHaveURL(/\/admin\/ops_team\/deals$/);
      await page.getByRole('searchbox', { name: 'Suche' }).fill(dealId);
      await page.getByRole('button', { name: 'Suchen' }).click();
      await page.getByRole('table').getByRole('button', { name: `Deal ${short} öffnen` }).click();
      const panel = page.getByRole('region', { name: `Deal ${short}` });
      const messages = panel.getByRole('region', { name: /^Nachrichten/ });
      await expect(messages.getByRole('heading', { name: /Nachrichten.*1 unbeantwortet/ })).toBeVisible();
      await expect(messages.getByRole('list', { name: 'Nachrichten' }).getByRole('listitem')).toHaveText([/Kunde.*Kann ich das Auto auch abholen\?/]);

      // An empty answer is refused at the field; then the answer goes out by keyboard.
      const answer = messages.getByRole('textbox', { name: 'Antwort an den Kunden' });
      await messages.getByRole('button', { name: 'Antwort senden' }).click();
      await expect(answer).toHaveAttribute('aria-invalid', 'true');
      await expect(answer).toBeFocused();
      await answer.fill('Ja, die Abholung beim Händler ist möglich.');
      await expectNoSeriousAxeViolations(page);
      await messages.getByRole('button', { name: 'Antwort senden' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Ihre Antwort wurde an den Kunden gesendet.' })).toBeVisible();
      await expect(messages.getByRole('list', { name: 'Nachrichten' }).getByRole('listitem')).toHaveCount(2);
      await expect(messages.getByRole('list', { name: 'Nachrichten' }).getByRole('listitem').last()).toContainText('Ja, die Abholung beim Händler ist möglich.');
      await expect(messages.getByRole('heading', { name: 'Nachrichten', exact: true })).toBeVisible();
      // Keyboard focus is back in the (emptied) field, not lost to the page.
      await expect(answer).toBeFocused();
      await expect(answer).toHaveValue('');
      await lookAt(page, { path: 'test-results/screenshots/ops-deal-messages.png', fullPage: true });

      // The customer reads the answer in the customer area's thread, from our team.
      await expect
        .poll(async () => {
          const detail = await ok<{ messages: { message: string; author: string }[] }>(await customer.get(`/api/v1/customer_area/deals/${dealId}`), 'customer deal');
          return detail.messages.map((m) => `${m.author}: ${m.message}`);
        })
        .toContain('team: Ja, die Abholung beim Händler ist möglich.');
    } finally {
      await customer.dispose();
    }
  });
});
