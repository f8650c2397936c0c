import { expect, test, type APIRequestContext, type Page } from './support/test';
import { CUSTOMER, PASSWORD, dealThroughCheckout, ok, privateOffer, type OrderedDeal } from './support/deal-through-checkout';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';

/**
 * Issue 17: the customer keeps their intent through the wall, reads a timeline a person can
 * read, is sent to their deals (not a 404 page) for a deal that is not there or not theirs, and
 * every customer page fits a phone.
 */

const NOTICE = 'Diese Bestellung haben wir nicht gefunden. Hier sehen Sie Ihre Bestellungen.';
const LONG_FILE_NAME = 'Einkommensnachweis_Gehaltsabrechnungen_Januar_bis_Dezember_2026_vollstaendig_unterschrieben_final.pdf';

/** A customer document with a long name, attached the way the checkout's uploader does it (signature, upload, attach). */
async function attachDocument(api: APIRequestContext, deal: OrderedDeal, fileName: string): Promise<void> {
  const target = await ok<{ postEndpoint: string; signature: Record<string, string> & { key: string } }>(
    await api.post('/api/v1/s3_signature', {
      data: { filePath: fileName, contentType: 'application/pdf', s3_base_key: `customers/${deal.customerId}`, checkout_uploader: true, encoded_filename: encodeURIComponent(fileName) },
    }),
    'upload target',
  );
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await ok(await api.post(target.postEndpoint, { multipart: { ...target.signature, file: { name: fileName, mimeType: 'application/pdf', buffer: pdf } } }), 'upload');
  await ok(await api.post(`/api/v1/checkout/deals/${deal.dealId}/attached_documents`, { data: { attachment_type: 'proof_of_income', s3_key: target.signature.key, contentType: 'application/pdf' } }), 'attach');
}

async function logIn(page: Page, email: string): Promise<void> {
  await ok(await page.request.post('/api/v1/customers/session', { data: { email, password: PASSWORD } }), `login ${email}`);
}

test.describe('customer trust (issue 17)', () => {
  test('a visitor asks for a car, registers, verifies by the mail link, logs in, accepts the terms and lands in the checkout of that car', async ({ page }) => {
    const carSpecId = await privateOffer();
    const email = `anfrage-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = 'Herbstlaub-Fahrrad-97';

    await page.goto(`/leasing-angebote/angebot-${carSpecId}?customer_type=P&months=36&km_per_year=10000`);
    await page.getByRole('link', { name: 'Jetzt anfragen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect_url=.*create-deal/);

    // "Jetzt registrieren" keeps the way back.
    await page.getByRole('link', { name: 'Neu hier? Jetzt registrieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await expect(page).toHaveURL(/\/register\?redirect_url=.*create-deal/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('radio', { name: 'Privatkunde' }).check();
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Anfrage');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=.*&redirect_url=.*create-deal/);
    await expectNoSeriousAxeViolations(page);

    // The verification mail (local outbox) carries the target too.
    await page.goto('/dev/outbox');
    const mail = page.locator(`article[data-recipient="${email.toLowerCase()}"]`).first();
    await mail.getByRole('link', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=[^&]+&redirect_url=%2Fcreate-deal/);
    await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await expect(page).toHaveURL(/\/login\?redirect_url=%2Fcreate-deal/);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    // A new account accepts the terms first; then it goes on to the car's deal, not to /.
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere AGB haben sich geändert' })).toBeVisible();
    await expect(page).toHaveURL(/\/accept-tnc\?redirect_url=%2Fcreate-deal/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('checkbox', { name: /akzeptiere sie/ }).check();
    await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
    await expect(page).toHaveURL(/\/checkout\/configurator\?deal_id=[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeug konfigurieren' })).toBeVisible();
    const dealId = new URL(page.url()).searchParams.get('deal_id');
    const deal = await ok<{ car_spec_id: string; customer_state: string }>(await page.request.get(`/api/v1/checkout/deals/${dealId}`), 'the new deal');
    expect(deal).toMatchObject({ car_spec_id: carSpecId, customer_state: 'inquired' });
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page, 'configurator');
  });

  test('the timeline folds repeated extras changes, every customer page fits a phone, and missing or foreign deals go to /customer', async ({ page, browser, baseURL }) => {
    const ordered = await dealThroughCheckout(baseURL!, {
      journey: 'customer-trust',
      beforeOrder: async (api, deal) => {
        const extras = (data: Record<string, string>) => api.patch(`/api/v1/checkout/deals/${deal.dealId}/final_offer_extras`, { data });
        await ok(await extras({ delivery_option: 'by_dealer' }), 'pickup at the dealer');
        // Three clicks on the same extra: selected, cleared, selected.
        for (let click = 1; click <= 3; click += 1) await ok(await extras({ extra_id: 'registration' }), `extras click ${click}`);
        await attachDocument(api, deal, LONG_FILE_NAME);
      },
    });
    await logIn(page, CUSTOMER);

    await page.goto(`/customer/deals/${ordered.dealId}/contracts`);
    const timeline = page.getByRole('list', { name: 'Verlauf' });
    const titles = timeline.locator('.ca-timeline__title');
    await expect(titles.filter({ hasText: /^Extras geändert \(3×\)$/ })).toHaveCount(1);
    await expect(titles.filter({ hasText: /^Extra (gewählt|abgewählt)$/ })).toHaveCount(0);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Extras geändert (3×)' })).toContainText('Zuletzt: Extra gewählt – Zulassung');
    // State changes and documents keep their own entries: the two the order needs and the long-named one.
    await expect(titles.filter({ hasText: /^Bestellung abgeschickt$/ })).toHaveCount(1);
    await expect(titles.filter({ hasText: /^Dokument hinzugefügt$/ })).toHaveCount(3);
    await expect(page.getByText(LONG_FILE_NAME, { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page, 'deal page with a long document name');

    for (const [path, heading] of [
      ['/customer', 'Kundenbereich'],
      ['/customer/deals', 'Meine Bestellungen'],
      ['/customer/contracts', 'Meine Verträge'],
      ['/customer/documents', 'Meine Dokumente'],
      ['/customer/personal-details', 'Persönliche Daten'],
      ['/customer/help', 'Hilfe und Kontakt'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoHorizontalOverflow(page, path);
    }

    // A deal that does not exist: the customer's deals with a notice, not the 404 page (spec 7.8).
    await page.goto('/checkout/summary?deal_id=5a000000-0000-4000-8000-0000000000ff');
    await expect(page).toHaveURL('/customer');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kundenbereich' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Without a deal_id the configurator has no page.
    await page.goto('/checkout/configurator');
    await expect(page).toHaveURL('/not-found');

    // Another customer's deal is not found for this one either (the API answers 404).
    const other = await browser.newPage({ baseURL });
    try {
      await logIn(other, 'gewerbe@autoleasing.example');
      expect((await other.request.get(`/api/v1/checkout/deals/${ordered.dealId}`)).status()).toBe(404);
      await other.goto(`/checkout/extras?deal_id=${ordered.dealId}`);
      await expect(other).toHaveURL('/customer');
      await expect(other.getByText(NOTICE)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
