import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import {
  BUSINESS_CONTACT,
  BUSINESS_OWNER,
  COMPANY_ADDRESS,
  demoCatalogueLoaded,
  fillBusinessDetails,
  fillCompanyDetails,
  fillCreditCheckDetails,
  fillOwnerDetails,
  fillPersonalDetails,
  PRIVATE_HOME,
} from './support/checkout-steps';
import { ok } from './support/deal-through-checkout';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow } from './support/layout';
import { withAppDatabase } from './support/app-database';

/**
 * Issue 17: a private and a business customer each go from the car page through sign-up to the
 * success page, see the order number, and find the order e-mail with its PDF in the dev outbox.
 * Everything a customer does goes through the pages; only the choice of a listed offer reads the
 * database the app runs on.
 */

type Group = 'b2c' | 'b2b';

interface Account {
  group: Group;
  email: string;
  password: string;
}

const PDF_FIXTURE = readFileSync(path.join(__dirname, 'fixtures', 'einkommensnachweis.pdf'));
const ORDER_NUMBER = /^AL-\d{4}-\d{6}$/;

/**
 * A listed offer of the group (the offer-prices projection's rows, filled a few seconds after the
 * seed) with a 36-month/10,000 km term; an offer for this group only is preferred over one for both.
 */
async function listedOffer(group: Group): Promise<string> {
  return withAppDatabase(async (client) => {
    const find = async () =>
      (
        await client.query<{ id: string }>(
          `SELECT p.id FROM offer_prices p
             JOIN offer_term_prices t ON t.car_spec_id = p.id AND t.months = 36 AND t.km_per_year = 10000
             JOIN car_specs s ON s.id = p.id
            WHERE p.customer_groups IN ($1, 'both') AND NOT s.bafa_bonus_available
            ORDER BY (p.customer_groups = $1) DESC, p.id LIMIT 1`,
          [group],
        )
      ).rows[0]?.id ?? null;
    await expect.poll(find, { message: `the catalogue lists an offer for ${group}`, timeout: 120_000, intervals: [500, 1_000] }).not.toBeNull();
    return (await find())!;
  });
}

function newAccount(group: Group): Account {
  return { group, email: `bestellung-${group}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`, password: 'Herbstlaub-Fahrrad-97' };
}

/** The newest mail to `email` whose subject matches, reloading /dev/outbox until it is there (bounded). */
async function outboxMail(page: Page, email: string, subject: string | RegExp) {
  const mail = page.locator(`article[data-recipient="${email.toLowerCase()}"]`).filter({ has: page.getByRole('heading', { level: 2, name: subject }) }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return mail;
}

/** Car page → "Jetzt anfragen" → login → register → verification mail → login → AGB → the car's deal in the configurator. */
async function signUpFromCarPage(page: Page, account: Account, carSpecId: string): Promise<string> {
  await page.goto(`/leasing-angebote/angebot-${carSpecId}?customer_type=${account.group === 'b2c' ? 'P' : 'B'}&months=36&km_per_year=10000`);
  const ask = page.getByRole('link', { name: 'Jetzt anfragen' });
  await expect(ask).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await ask.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect_url=.*create-deal/);

  await page.getByRole('link', { name: 'Neu hier? Jetzt registrieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?redirect_url=.*create-deal/);
  if (account.group === 'b2c') {
    await page.getByRole('radio', { name: 'Privatkunde' }).check();
  } else {
    await page.getByRole('radio', { name: 'Geschäftskunde' }).check();
    await page.getByLabel('Firma', { exact: true }).fill('Journey Logistik GmbH');
  }
  await page.getByLabel('Vorname').fill(account.group === 'b2c' ? 'Paula' : 'Gerd');
  await page.getByLabel('Nachname').fill(account.group === 'b2c' ? 'Privat' : 'Gewerbe');
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=.*&redirect_url=.*create-deal/);

  // The verification link (dev outbox) carries the way back to the car.
  const verification = await outboxMail(page, account.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  await verification.getByRole('link', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page).toHaveURL(/\/verify-email\?token=[^&]+&redirect_url=%2Fcreate-deal/);
  await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await expect(page).toHaveURL(/\/login\?redirect_url=%2Fcreate-deal/);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Unsere AGB haben sich geändert' })).toBeVisible();
  await expect(page).toHaveURL(/\/accept-tnc\?redirect_url=%2Fcreate-deal/);
  await page.getByRole('checkbox', { name: /akzeptiere sie/ }).check();
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).toHaveURL(/\/checkout\/configurator\?deal_id=[0-9a-f-]{36}$/, { timeout: 20_000 });
  const dealId = new URL(page.url()).searchParams.get('deal_id')!;
  const deal = await ok<{ car_spec_id: string }>(await page.request.get(`/api/v1/checkout/deals/${dealId}`), 'the new deal');
  expect(deal.car_spec_id, 'the deal is for the car the visitor asked for').toBe(carSpecId);
  return dealId;
}

/** Configurator with a new Anzahlung, its summary, the checkout's start page. */
async function configure(page: Page, group: Group): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeug konfigurieren' })).toBeVisible();
  // An Anzahlung other than the offer's default (some offers come with € 1.500), so it is stored and a one-time payment applies.
  const downpayment = page.getByLabel(/^Anzahlung \(€/);
  await downpayment.fill((await downpayment.inputValue()) === '1.500,00' ? '2.000,00' : '1.500,00');
  await page.getByRole('button', { name: 'Rate berechnen' }).click();
  await expect(page.getByText('Ihre Anzahlung wurde übernommen und die Rate neu berechnet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Konfiguration' })).toBeVisible();
  await page.getByRole('button', { name: 'Konfiguration bestätigen und weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Bestellung' })).toBeVisible();
  await page.getByRole('link', { name: group === 'b2c' ? 'Weiter zu den persönlichen Angaben' : 'Weiter zu den geschäftlichen Angaben' }).click();
}

async function privateDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Angaben' })).toBeVisible();
  await fillPersonalDetails(page, {
    salutation: 'ms',
    firstName: 'Paula',
    lastName: 'Privat',
    birthDate: '12.08.1984',
    ...PRIVATE_HOME,
  });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Angaben zur Bonitätsprüfung' })).toBeVisible();
  await fillCreditCheckDetails(page, { employedSince: '01.03.2015', monthlyIncome: '3.250,00', housingCosts: '950', accountHolder: 'Paula Privat' });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumente hochladen' })).toBeVisible();
}

async function businessDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Geschäftliche Angaben' })).toBeVisible();
  await fillBusinessDetails(page, BUSINESS_CONTACT);
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Angaben zum Unternehmen' })).toBeVisible();
  await fillCompanyDetails(page, {
    name: 'Journey Logistik GmbH',
    foundedOn: '01.03.2025',
    ...COMPANY_ADDRESS,
  });
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Angaben zum Inhaber' })).toBeVisible();
  await fillOwnerDetails(page, BUSINESS_OWNER);
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unternehmensdokumente hochladen' })).toBeVisible();
}

/**
 * Uploads one document for every requirement the documents page lists ("Benötigte Unterlagen"),
 * choosing the uploader's type the requirement names (e.g. "Aktuelle BWA" → "Jahresabschluss / BWA"),
 * and waits until the page ticks each one as uploaded.
 */
async function uploadListedDocuments(page: Page): Promise<void> {
  const requirements = page.getByRole('list', { name: 'Benötigte Unterlagen' }).getByRole('listitem');
  await expect(requirements.first()).toBeVisible();
  const listed = (await requirements.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
  expect(listed.length, 'the documents page lists what the bank needs').toBeGreaterThan(0);
  const typeSelect = page.getByLabel('Art des Dokuments');
  const types = (await typeSelect.locator('option').allTextContents()).map((t) => t.trim());
  for (const [index, requirement] of listed.entries()) {
    const type = types.find((t) => t.split(' / ').some((part) => requirement.includes(part)));
    expect(type, `an uploader type for "${requirement}"`).toBeDefined();
    const fileName = `unterlage-${index + 1}.pdf`;
    await typeSelect.selectOption({ label: type! });
    await page.getByLabel('Datei auswählen').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF_FIXTURE });
    await expect(page.getByText(`${fileName} wurde hochgeladen.`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Hochgeladene Dokumente' }).getByRole('link', { name: `${type}: ${fileName}` })).toBeVisible();
    await expect(requirements.nth(index)).toContainText('(hochgeladen)');
  }
  await expect(requirements.filter({ hasText: '(fehlt noch)' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page, 'documents page');
  await page.getByRole('button', { name: 'Weiter zu den Extras' }).click();
}

/** Extras (as offered), the summary with the card reservation of the Anzahlung and the legal checkboxes, the order. */
async function extrasAndOrder(page: Page, group: Group): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Extras auswählen' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  const order = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  // The Anzahlung is due: the order waits for the payment choice.
  await expect(order).toBeDisabled();
  const byCard = page.getByRole('radio', { name: 'Jetzt einmalig per Kreditkarte' });
  // A controlled radio: it shows the server's stored choice once the update is back.
  await byCard.click();
  await expect(byCard).toBeChecked();
  // Issue 17: the card fields sit in the order form; the order button reserves and orders in one click.
  await expect(order).toBeEnabled();
  const orderForm = page.getByRole('form', { name: 'Bestellung abschließen' });
  await orderForm.getByLabel('Karteninhaber').fill(group === 'b2c' ? 'Paula Privat' : 'Gerd Gewerbe');
  await orderForm.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await orderForm.getByLabel('Gültig bis (MM/JJ)').fill('12/29');
  await orderForm.getByLabel('Prüfnummer (CVC)').fill('123');

  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  const withdrawal = page.getByRole('checkbox', { name: /Widerrufsbelehrung zur Kenntnis genommen/ });
  if (group === 'b2c') await withdrawal.check();
  else await expect(withdrawal, 'a business customer has no right of withdrawal').toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await order.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/success\?deal_id=/);
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(ORDER_NUMBER);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page, 'success page');
  return (await orderNumber.textContent())!.trim();
}

/** The order mail in the dev outbox, to the customer, with the order's PDF that downloads as a PDF. */
async function orderMailWithPdf(page: Page, email: string, orderNumber: string): Promise<void> {
  const subject = `Ihre Bestellung ${orderNumber} ist bei uns eingegangen`;
  const mail = await outboxMail(page, email, subject);
  await expect(mail).toContainText(`An: ${email}`);
  const download = mail.getByRole('link', { name: `Anhang Bestellung-${orderNumber}.pdf herunterladen` });
  await expect(download).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 4).toString()).toBe('%PDF');
  expect((await PDFDocument.load(body)).getTitle()).toBe(`Bestellübersicht ${orderNumber}`);
}

test.describe('order journeys (issue 17)', () => {
  for (const group of ['b2c', 'b2b'] as const) {
    test(`a ${group === 'b2c' ? 'private' : 'business'} customer goes from the car page through sign-up to the order, its number and its mail with the PDF`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await demoCatalogueLoaded(page.request);
      const carSpecId = await listedOffer(group);
      const account = newAccount(group);

      await signUpFromCarPage(page, account, carSpecId);
      await configure(page, group);
      if (group === 'b2c') await privateDetails(page);
      else await businessDetails(page);
      await uploadListedDocuments(page);
      const orderNumber = await extrasAndOrder(page, group);
      await orderMailWithPdf(page, account.email, orderNumber);
    });
  }
});
