import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { demoCatalogueLoaded } from './support/checkout-steps';
import { attachDocument, CUSTOMER, ok, PASSWORD } from './support/deal-through-checkout';
import { withAppDatabase } from './support/app-database';
import { lookAt } from './support/look-at';

/** No serious axe finding, and a look at 1280 and 390 px where the step's content must fit. */
async function checkStep(page: Page, name: string) {
  await expectNoSeriousAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await lookAt(page, { path: test.info().outputPath(`summary-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath(`summary-${name}-390.png`), fullPage: true });
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((e) => `${e.tagName}.${e.className}`),
  );
  expect(wider, `${name} fits 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Offer {
  id: string;
  homeNetCents: number;
  dealerNetCents: number;
}

/**
 * A private offer with a 36/10,000 term that has a default Anzahlung (so the deal is paid
 * monthly-and-one-time) and net prices for home delivery and dealer pickup. Test setup reads the
 * catalogue's ids and stored prices; everything else goes through the pages and the checkout API.
 */
async function privateOfferWithDeliveries(): Promise<Offer> {
  return withAppDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; home: string; dealer: string }>(
      `SELECT s.id, s.delivery_by_home_cents AS home, s.delivery_by_dealer_cents AS dealer
         FROM car_specs s JOIN offer_prices p ON p.id = s.id JOIN lease_terms t ON t.car_spec_id = s.id AND t.months = 36 AND t.km_per_year = 10000
        WHERE s.customer_groups IN ('b2c', 'both') AND NOT s.bafa_bonus_available
          AND s.delivery_by_home_cents > 0 AND s.delivery_by_dealer_cents > 0 AND t.downpayment_cents > 0
        ORDER BY s.id OFFSET 3 LIMIT 1`,
    );
    expect(rows, 'the demo catalogue has a private offer with home delivery and dealer pickup').toHaveLength(1);
    return { id: rows[0].id, homeNetCents: Number(rows[0].home), dealerNetCents: Number(rows[0].dealer) };
  });
}

/** Spec 9: net × 1.19 to the cent, as the catalogue shows private customers their prices. */
const gross = (netCents: number) => Math.floor((netCents * 119 + 50) / 100);
/** '€ 1.416,10' → 141610 (the page's own text, read back). */
function centsOf(text: string): number {
  const match = /€\s?(-?[\d.]+,\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Math.round(Number(match![1].replace(/\./g, '').replace(',', '.')) * 100);
}
const euro = (cents: number) => `€\u00a0${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The deal up to documents_uploaded through the checkout API (the page's own session). */
async function dealToSummary(api: APIRequestContext, dealId: string, customerId: string) {
  const step = async (state: string) => ok(await api.post(`/api/v1/checkout/deals/${dealId}/status_update`, { data: { customer_state: state } }), state);
  await step('car_configured');
  await ok(
    await api.patch(`/api/v1/checkout/customer/${customerId}/private_personal_details`, {
      data: {
        salutation: 'ms', first_name: 'Petra', last_name: 'Privat', birthday: '12.08.1984', phone: '+49 30 1234567',
        street: 'Unter den Linden', house_number: '5', postal_code: '10117', city: 'Berlin', lived_since: '01.04.2019', deal_id: dealId,
      },
    }),
    'personal details',
  );
  await ok(
    await api.patch(`/api/v1/checkout/customer/${customerId}/private_banking_details`, {
      data: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Petra Privat', employment_type: 'employee', employed_since: '01.01.2015', monthly_income: 3850, deal_id: dealId },
    }),
    'banking details',
  );
  // Issue 17: the documents a leasing bank needs before documents_uploaded.
  for (const attachmentType of ['identity_card', 'proof_of_income']) await attachDocument(api, { id: dealId, customer_id: customerId }, attachmentType);
  await step('documents_uploaded');
}

test.describe('the checkout in true numbers (issue 16)', () => {
  test('a private customer sees gross amounts with "inkl. USt." and a summary that adds up to the Gesamtbetrag', async ({ page }) => {
    test.setTimeout(360_000);
    await demoCatalogueLoaded(page.request);
    const offer = await privateOfferWithDeliveries();
    await page.setViewportSize({ width: 1280, height: 900 });
    await ok(await page.request.post('/api/v1/customers/session', { data: { email: CUSTOMER, password: PASSWORD } }), 'login');
    const deal = await ok<{ id: string; customer_id: string }>(
      await page.request.post('/api/v1/checkout/deals', {
        headers: { 'Idempotency-Key': `checkout-summary-e2e-${test.info().workerIndex}-${test.info().repeatEachIndex}-${offer.id}-${process.pid}` },
        data: { deal_props: { car_spec_id: offer.id, months: 36, km_per_year: 10000, delivery_option: 'by_dealer' }, force_create: true },
      }),
      'create deal',
    );

    // Configurator: the delivery options and every amount gross, labelled inkl. USt.
    await page.goto(`/checkout/configurator?deal_id=${deal.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeug konfigurieren' })).toBeVisible();
    const delivery = page.getByLabel('Lieferung');
    await expect(delivery.getByRole('option', { name: /Abholung beim Händler/ })).toHaveText(`Abholung beim Händler (${euro(gross(offer.dealerNetCents))} inkl. USt.)`);
    await expect(delivery.getByRole('option', { name: /Haustür/ })).toHaveText(`Zulassung und Lieferung bis vor die Haustür (${euro(gross(offer.homeNetCents))} inkl. USt.)`);
    await page.getByLabel('Anzahlung (€, inkl. USt.)').fill('3.000,00');
    await page.getByRole('button', { name: 'Rate berechnen' }).click();
    await expect(page.getByText('Ihre Anzahlung wurde übernommen und die Rate neu berechnet.')).toBeVisible();
    await expect(page.locator('.co-rate-result')).toContainText('inkl. USt. mtl.');
    await checkStep(page, 'b2c-configurator');

    await page.getByRole('link', { name: 'Weiter zur Übersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Konfiguration' })).toBeVisible();
    const details = page.locator('dl.co-dl dd');
    for (const text of await textsOf(details.filter({ hasText: '€' }))) expect(text, 'every amount of the configuration is labelled').toContain('inkl. USt.');
    await expect(details.filter({ hasText: 'Abholung beim Händler (' })).toContainText(`${euro(gross(offer.dealerNetCents))} inkl. USt. einmalig`);
    await checkStep(page, 'b2c-configurator-summary');

    await dealToSummary(page.request, deal.id, deal.customer_id);

    // Extras: the same gross prices, labelled, one time.
    await page.goto(`/checkout/extras?deal_id=${deal.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Extras auswählen' })).toBeVisible();
    const doorDelivery = page.getByRole('button', { name: /^Lieferung bis vor die Haustür/ });
    await expect(doorDelivery).toContainText(`${euro(gross(offer.homeNetCents))} inkl. USt. einmalig`);
    const registration = page.getByRole('button', { name: /^Zulassung/ });
    await expect(registration).toContainText(`${euro(19900)} inkl. USt. einmalig`);
    await registration.click();
    await expect(registration).toHaveAttribute('aria-pressed', 'true');
    const consent = page.getByRole('checkbox', { name: /Bedingungen für die gewählten Extras/ });
    await consent.focus();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await checkStep(page, 'b2c-extras');
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();

    // Summary: every line shown, and the Gesamtbetrag is the sum of exactly those lines.
    await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
    const totals = page.getByRole('table', { name: /Gesamtbetrag Ihres Leasingvertrags/ });
    const lineRows = totals.locator('tbody tr');
    const labels = await textsOf(lineRows.locator('th'));
    const amounts = (await textsOf(lineRows.locator('td'))).map(centsOf);
    expect(labels[0]).toBe('Anzahlung');
    expect(labels[1]).toMatch(/^36 Monatsraten \(je € [\d.]+,\d{2}\)$/);
    expect(labels.slice(2)).toEqual(['Überführung: Abholung beim Händler', 'Extra: Zulassung']);
    expect(amounts[0]).toBe(300000);
    expect(amounts[1]).toBe(36 * centsOf(labels[1]));
    expect(amounts.slice(2)).toEqual([gross(offer.dealerNetCents), 19900]);
    for (const text of await textsOf(totals.locator('td'))) expect(text).toMatch(/inkl\. USt\.$/);
    const total = centsOf((await textsOf(totals.locator('tfoot td')))[0]);
    expect(total).toBe(amounts.reduce((sum, cents) => sum + cents, 0));

    // Next to the order button: lender, PAngV figures of this configuration, the customer's recap with a masked IBAN.
    const finance = page.getByTestId('contract-finance');
    await expect(finance).toContainText('Leasinggeber');
    await expect(finance).toContainText(/Sollzins \(gebunden\) p\. a\.\s*\d+,\d{2} %/);
    await expect(finance).toContainText(/Effektiver Jahreszins\s*\d+,\d{2} %/);
    await expect(finance).toContainText(/Nettodarlehensbetrag\s*€\s[\d.]+,\d{2} inkl\. USt\./);
    await expect(page.getByTestId('iban-masked')).toHaveText('DE89 **** **** **** **** 00');
    await expect(page.getByText('Petra Privat', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain('3704 0044');

    // The reservation sentence appears once the Anzahlung is paid once by card.
    await expect(page.getByTestId('payment-timing')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Jetzt einmalig per Kreditkarte' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('radio', { name: 'Jetzt einmalig per Kreditkarte' }).click();
    await expect(page.getByTestId('payment-timing')).toContainText(`Ihre Anzahlung von ${euro(300000)} inkl. USt. wird mit der Bestellung auf Ihrer Karte nur reserviert`);
    await checkStep(page, 'b2c-summary');
  });
});
