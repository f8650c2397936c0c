import type { AttachmentType } from '../documents/documents-api';
import { formatCents } from '../format/money';
import type { CustomerGroup } from '../catalogue/customer-group';

/**
 * Rules of an order that the deal decider enforces and the checkout pages show (issue 17): the
 * documents a leasing bank needs, the legal texts a customer accepts, the Anzahlung's limits and
 * the order number's shape. One place, so web and server never disagree.
 */

/**
 * The versions of the legal texts the checkout shows. Raise a version whenever its text changes:
 * an acceptance of an older version no longer counts, so the customer accepts the new text.
 */
export const TERMS_VERSIONS = { agb: 'agb-2026-11', withdrawal: 'widerruf-2026-11' } as const;

/** One document requirement: any one of `anyOf` attached to the deal satisfies it. */
export interface DocumentRequirement {
  key: 'identity' | 'income' | 'company_registration' | 'business_figures';
  anyOf: readonly AttachmentType[];
  /** German, as the documents page and the refusal name it. */
  label: string;
}

const IDENTITY_B2C: DocumentRequirement = { key: 'identity', anyOf: ['identity_card'], label: 'Personalausweis oder Reisepass' };
const INCOME: DocumentRequirement = { key: 'income', anyOf: ['proof_of_income'], label: 'Einkommensnachweis (die letzten drei Gehaltsabrechnungen)' };
const IDENTITY_B2B: DocumentRequirement = {
  key: 'identity',
  anyOf: ['identity_card'],
  label: 'Personalausweis oder Reisepass des Inhabers bzw. Geschäftsführers',
};
const REGISTRATION: DocumentRequirement = {
  key: 'company_registration',
  anyOf: ['trade_register_extract', 'business_registration'],
  label: 'Handelsregisterauszug oder Gewerbeanmeldung',
};
const BWA: DocumentRequirement = {
  key: 'business_figures',
  anyOf: ['annual_financial_statement'],
  label: 'Aktuelle BWA (für Unternehmen, die jünger als 2 Jahre sind)',
};

/** Companies younger than this many years show their current figures (BWA) instead of a history. */
export const YOUNG_COMPANY_YEARS = 2;

/**
 * What a German leasing bank needs before it decides on the credit: consumers prove who they are
 * and what they earn; businesses who acts for them and that the business exists (register or
 * trade licence), young ones also their current figures. `youngCompany`: founded less than
 * YOUNG_COMPANY_YEARS ago (b2b only; unknown counts as young, the stricter reading).
 */
export function requiredDocuments(group: CustomerGroup, youngCompany = true): DocumentRequirement[] {
  if (group === 'b2c') return [IDENTITY_B2C, INCOME];
  return youngCompany ? [IDENTITY_B2B, REGISTRATION, BWA] : [IDENTITY_B2B, REGISTRATION];
}

/** The requirements the attached documents do not meet yet. */
export function missingDocuments(group: CustomerGroup, attached: readonly AttachmentType[], youngCompany = true): DocumentRequirement[] {
  return requiredDocuments(group, youngCompany).filter((r) => !r.anyOf.some((type) => attached.includes(type)));
}

/** Whether a company founded on `foundedOn` (ISO date) is younger than YOUNG_COMPANY_YEARS on `today` (ISO date). */
export function isYoungCompany(foundedOn: string | null, today: string): boolean {
  if (!foundedOn) return true;
  const [year, month, day] = foundedOn.split('-').map(Number);
  const anniversary = `${String(year + YOUNG_COMPANY_YEARS).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return today < anniversary;
}

/**
 * The highest Anzahlung (Leasingsonderzahlung) the banks we work with accept: 30 % of the list
 * price in the deal's terms (gross for b2c, net for b2b), in whole euros. Above it the banks
 * treat the lease as a disguised purchase and refuse it.
 */
export const MAX_DOWNPAYMENT_SHARE = 0.3;

export function maxDownpaymentCents(listPriceCents: number): number {
  return Math.floor((listPriceCents * MAX_DOWNPAYMENT_SHARE) / 100) * 100;
}

/** Whether `cents` is an Anzahlung the banks take: whole cents from 0 to maxDownpaymentCents (web field, api, decider). */
export function isDownpaymentInRange(cents: unknown, listPriceCents: number): cents is number {
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0 && cents <= maxDownpaymentCents(listPriceCents);
}

/** The one message for an Anzahlung that is no number or out of range; it names the maximum. */
export function downpaymentRangeMessage(listPriceCents: number): string {
  return `Die Anzahlung muss zwischen 0 € und ${formatCents(maxDownpaymentCents(listPriceCents))} liegen.`;
}

/** `AL-<year>-<6 digits>`: the order's number as customer, ops and mails show it. */
export const ORDER_NUMBER_PATTERN = /^AL-\d{4}-\d{6}$/;

export function formatOrderNumber(year: number, sequence: number): string {
  return `AL-${year}-${String(sequence).padStart(6, '0')}`;
}
