import { EMPLOYMENT_TYPE_LABELS, formatCents, HOUSING_TYPE_LABELS, LEGAL_FORM_LABELS, SALUTATION_LABELS, type CustomerGroup } from '@autoleasing/contracts';

/**
 * What the Selbstauskunft shows, as labelled rows per section, built from the customer's stored
 * checkout details (tables customer_<kind>: the step forms' fields, dates 'DD.MM.YYYY', money in
 * cents). Pure, so the wording is tested without a PDF.
 */
export type DetailsRecord = Record<string, unknown>;

export interface CustomerDetailsSet {
  private_personal_details: DetailsRecord | null;
  private_banking_details: DetailsRecord | null;
  business_company_manager_details: DetailsRecord | null;
  business_company_details: DetailsRecord | null;
  business_personal_details: DetailsRecord | null;
}

export interface Section {
  title: string;
  rows: [label: string, value: string][];
}

const EMPTY = '–';

function text(record: DetailsRecord | null, key: string): string {
  const value = record?.[key];
  if (value === undefined || value === null || value === '') return EMPTY;
  return String(value);
}

/** A stored choice by its German label; an unknown key shows as stored. */
function label(record: DetailsRecord | null, key: string, labels: Readonly<Record<string, string>>): string {
  const value = record?.[key];
  return typeof value === 'string' && labels[value] ? labels[value] : text(record, key);
}

/** Money is stored in cents, as `<field>_cents` or under the field's own name. */
function money(record: DetailsRecord | null, key: string): string {
  const cents = record?.[`${key}_cents`] ?? record?.[key];
  return typeof cents === 'number' && Number.isFinite(cents) ? formatCents(cents) : EMPTY;
}

function count(record: DetailsRecord | null, key: string): string {
  const value = record?.[key];
  return typeof value === 'number' ? String(value) : EMPTY;
}

function address(record: DetailsRecord | null, prefix = ''): string {
  const street = [record?.[`${prefix}street`], record?.[`${prefix}house_number`]].filter(Boolean).join(' ');
  const city = [record?.[`${prefix}postal_code`], record?.[`${prefix}city`]].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ') || EMPTY;
}

function housing(record: DetailsRecord | null, key: string): string {
  return label(record, key, HOUSING_TYPE_LABELS);
}

/** IBAN in groups of four, as it is printed on bank documents. */
function iban(record: DetailsRecord | null, key = 'iban'): string {
  const value = record?.[key];
  return typeof value === 'string' && value ? value.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim() : EMPTY;
}

export function selfAssessmentSections(group: CustomerGroup, details: CustomerDetailsSet): Section[] {
  if (group === 'b2c') {
    const p = details.private_personal_details;
    const b = details.private_banking_details;
    return [
      {
        title: 'Angaben zur Person',
        rows: [
          ['Anrede', label(p, 'salutation', SALUTATION_LABELS)],
          ['Vorname', text(p, 'first_name')],
          ['Nachname', text(p, 'last_name')],
          ['Geburtsdatum', text(p, 'birthday')],
          ['Telefon', text(p, 'phone')],
          ['Anschrift', address(p)],
          ['Wohnhaft seit', text(p, 'lived_since')],
          ['Wohnsituation', housing(p, 'housing_type')],
          ['Unterhaltsberechtigte Kinder', count(p, 'number_of_children_to_support')],
        ],
      },
      {
        title: 'Beschäftigung und finanzielle Verhältnisse',
        rows: [
          ['Beschäftigungsverhältnis', label(b, 'employment_type', EMPLOYMENT_TYPE_LABELS)],
          ['Arbeitgeber', text(b, 'employer')],
          ['Beschäftigt seit', text(b, 'employed_since')],
          ['Monatliches Nettoeinkommen', money(b, 'monthly_income')],
          ['Sonstige Einkünfte monatlich', money(b, 'extra_income')],
          ['Miete / Wohnkosten monatlich', money(b, 'housing_rental_cost')],
          ['Sonstige Lebenshaltungskosten', money(b, 'other_living_costs')],
          ['Kontoinhaber', text(b, 'account_holder')],
          ['IBAN', iban(b)],
        ],
      },
    ];
  }
  const c = details.business_company_details;
  const m = details.business_company_manager_details;
  const o = details.business_personal_details;
  return [
    {
      title: 'Angaben zum Unternehmen',
      rows: [
        ['Firma', text(c, 'company_name')],
        ['Rechtsform', label(c, 'legal_form', LEGAL_FORM_LABELS)],
        ['Anschrift', address(c)],
        ['Gegründet am', text(c, 'founded_at')],
        ['Registernummer', text(c, 'register_number')],
        ['IBAN', iban(c)],
      ],
    },
    {
      title: 'Ansprechpartner / Geschäftsführung',
      rows: [
        ['Anrede', label(m, 'salutation', SALUTATION_LABELS)],
        ['Vorname', text(m, 'first_name')],
        ['Nachname', text(m, 'last_name')],
        ['Position', text(m, 'position')],
        ['Telefon', text(m, 'phone')],
      ],
    },
    {
      title: 'Angaben zum Inhaber',
      rows: [
        ['Geburtsdatum', text(o, 'manager_birthday')],
        ['Anschrift', address(o, 'manager_')],
        ['Wohnhaft seit', text(o, 'manager_lived_since')],
        ['Wohnsituation', housing(o, 'manager_housing_type')],
        ['Monatliches Nettoeinkommen', money(o, 'manager_monthly_income')],
        ['Sonstige Einkünfte monatlich', money(o, 'manager_extra_income')],
        ['Miete monatlich', money(o, 'manager_housing_rental_cost')],
        ['Finanzierung Haus monatlich', money(o, 'manager_monthly_finance_for_house')],
        ['Finanzierung Wohnung monatlich', money(o, 'manager_monthly_finance_for_apartment')],
        ['Sonstige Lebenshaltungskosten', money(o, 'manager_other_living_costs')],
        ['Steuer-ID', text(o, 'manager_tax_id')],
        ['Unterhaltsberechtigte Kinder', count(o, 'manager_number_of_children_to_support')],
      ],
    },
  ];
}
