import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Form filling of the checkout's details steps, shared by the journeys that go through them
 * (checkout, order journeys). Each helper fills the step's fields only: the journey decides what
 * it checks on the page before it presses "Speichern und weiter".
 */

/** A fresh app fills its empty catalogue in a worker job after /api/health answers: wait for that job (bounded). */
export async function demoCatalogueLoaded(api: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/v1/jobs/maintenance--initial-demo-data');
        if (response.status() === 404) return 'completed'; // the catalogue was not empty
        return ((await response.json()) as { state: string }).state;
      },
      { message: 'the demo catalogue is loaded', timeout: 240_000, intervals: [1_000] },
    )
    .toBe('completed');
}

/** The bank account every journey pays the rates from (a valid German test IBAN). */
export const JOURNEY_IBAN = 'DE89 3704 0044 0532 0130 00';

export interface PersonDetails {
  salutation: 'ms' | 'mr';
  firstName: string;
  lastName: string;
  phone: string;
}

export interface HomeAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  livingSince: string;
}

/** The home of the private journeys' customer (each journey names its own customer). */
export const PRIVATE_HOME = {
  phone: '+49 30 1234567',
  street: 'Unter den Linden',
  houseNumber: '5',
  postalCode: '10117',
  city: 'Berlin',
  livingSince: '01.04.2019',
} as const;

/** The business journeys' contact person, company address and owner (each journey names its own company). */
export const BUSINESS_CONTACT: PersonDetails & { position: string } = {
  salutation: 'mr',
  firstName: 'Gerd',
  lastName: 'Gewerbe',
  phone: '+49 89 7654321',
  position: 'Geschäftsführer',
};
export const COMPANY_ADDRESS = { street: 'Leopoldstraße', houseNumber: '10', postalCode: '80802', city: 'München' } as const;
export const BUSINESS_OWNER: HomeAddress & { birthDate: string } = {
  birthDate: '03.03.1970',
  street: 'Maximilianstraße',
  houseNumber: '2',
  postalCode: '80539',
  city: 'München',
  livingSince: '01.01.2000',
};

async function fillAddress(page: Page, address: Omit<HomeAddress, 'livingSince'>): Promise<void> {
  await page.getByLabel('Straße').fill(address.street);
  await page.getByLabel('Hausnummer').fill(address.houseNumber);
  await page.getByLabel('Postleitzahl').fill(address.postalCode);
  await page.getByLabel('Ort', { exact: true }).fill(address.city);
}

/** "Persönliche Angaben" of a private customer. */
export async function fillPersonalDetails(page: Page, person: PersonDetails & HomeAddress & { birthDate: string }): Promise<void> {
  await page.getByLabel('Anrede').selectOption(person.salutation);
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName);
  await page.getByLabel('Geburtsdatum').fill(person.birthDate);
  await page.getByLabel('Telefon').fill(person.phone);
  await fillAddress(page, person);
  await page.getByLabel('Wohnhaft dort seit').fill(person.livingSince);
}

/** "Angaben zur Bonitätsprüfung" of an employed private customer. */
export async function fillCreditCheckDetails(
  page: Page,
  credit: { employer?: string; employedSince: string; monthlyIncome: string; housingCosts: string; accountHolder: string },
): Promise<void> {
  await page.getByLabel('Beschäftigung').selectOption('employee');
  if (credit.employer !== undefined) await page.getByLabel('Arbeitgeber (optional)').fill(credit.employer);
  await page.getByLabel('Beschäftigt seit').fill(credit.employedSince);
  await page.getByLabel('Monatliches Nettoeinkommen (€)').fill(credit.monthlyIncome);
  await page.getByLabel('Miete bzw. Wohnkosten mtl. (€)').fill(credit.housingCosts);
  await page.getByLabel('IBAN').fill(JOURNEY_IBAN);
  await page.getByLabel('Kontoinhaber').fill(credit.accountHolder);
}

/** "Geschäftliche Angaben": the business customer's contact person. */
export async function fillBusinessDetails(page: Page, person: PersonDetails & { position: string }): Promise<void> {
  await page.getByLabel('Anrede').selectOption(person.salutation);
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName);
  await page.getByLabel('Telefon').fill(person.phone);
  await page.getByLabel('Position im Unternehmen').fill(person.position);
}

/** "Angaben zum Unternehmen": a GmbH. */
export async function fillCompanyDetails(
  page: Page,
  company: Omit<HomeAddress, 'livingSince'> & { name: string; foundedOn: string; registerNumber?: string },
): Promise<void> {
  await page.getByLabel('Firmenname').fill(company.name);
  await page.getByLabel('Rechtsform').selectOption('gmbh');
  await page.getByLabel('Gegründet am').fill(company.foundedOn);
  if (company.registerNumber !== undefined) await page.getByLabel('Handelsregisternummer (optional)').fill(company.registerNumber);
  await fillAddress(page, company);
  await page.getByLabel('IBAN').fill(JOURNEY_IBAN);
}

/** "Angaben zum Inhaber". */
export async function fillOwnerDetails(page: Page, owner: HomeAddress & { birthDate: string }): Promise<void> {
  await page.getByLabel('Geburtsdatum').fill(owner.birthDate);
  await fillAddress(page, owner);
  await page.getByLabel('Wohnhaft dort seit').fill(owner.livingSince);
}
