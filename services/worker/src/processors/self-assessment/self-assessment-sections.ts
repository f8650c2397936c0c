import {
  ADDRESS_LABEL,
  CUSTOMER_DETAIL_FIELD_LABELS,
  CUSTOMER_DETAIL_SECTION_TITLES,
  EMPLOYMENT_TYPE_LABELS,
  formatCents,
  HOUSING_TYPE_LABELS,
  LEGAL_FORM_LABELS,
  SALUTATION_LABELS,
  type CustomerGroup,
} from '@autoleasing/contracts';

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

const P = CUSTOMER_DETAIL_FIELD_LABELS.private_personal_details;
const B = CUSTOMER_DETAIL_FIELD_LABELS.private_banking_details;
const C = CUSTOMER_DETAIL_FIELD_LABELS.business_company_details;
const M = CUSTOMER_DETAIL_FIELD_LABELS.business_company_manager_details;
const O = CUSTOMER_DETAIL_FIELD_LABELS.business_personal_details;
const TITLES = CUSTOMER_DETAIL_SECTION_TITLES;

function privateSections(p: DetailsRecord | null, b: DetailsRecord | null): Section[] {
  return [
    {
      title: TITLES.private_personal_details,
      rows: [
        [P.salutation, label(p, 'salutation', SALUTATION_LABELS)],
        [P.first_name, text(p, 'first_name')],
        [P.last_name, text(p, 'last_name')],
        [P.birthday, text(p, 'birthday')],
        [P.phone, text(p, 'phone')],
        [ADDRESS_LABEL, address(p)],
        [P.lived_since, text(p, 'lived_since')],
        [P.housing_type, housing(p, 'housing_type')],
        [P.number_of_children_to_support, count(p, 'number_of_children_to_support')],
      ],
    },
    {
      title: TITLES.private_banking_details,
      rows: [
        [B.employment_type, label(b, 'employment_type', EMPLOYMENT_TYPE_LABELS)],
        [B.employer, text(b, 'employer')],
        [B.employed_since, text(b, 'employed_since')],
        [B.monthly_income, money(b, 'monthly_income')],
        [B.extra_income, money(b, 'extra_income')],
        [B.housing_rental_cost, money(b, 'housing_rental_cost')],
        [B.other_living_costs, money(b, 'other_living_costs')],
        [B.account_holder, text(b, 'account_holder')],
        [B.iban, iban(b)],
      ],
    },
  ];
}

function businessSections(c: DetailsRecord | null, m: DetailsRecord | null, o: DetailsRecord | null): Section[] {
  return [
    {
      title: TITLES.business_company_details,
      rows: [
        [C.company_name, text(c, 'company_name')],
        [C.legal_form, label(c, 'legal_form', LEGAL_FORM_LABELS)],
        [ADDRESS_LABEL, address(c)],
        [C.founded_at, text(c, 'founded_at')],
        [C.register_number, text(c, 'register_number')],
        [C.iban, iban(c)],
      ],
    },
    {
      title: TITLES.business_company_manager_details,
      rows: [
        [M.salutation, label(m, 'salutation', SALUTATION_LABELS)],
        [M.first_name, text(m, 'first_name')],
        [M.last_name, text(m, 'last_name')],
        [M.position, text(m, 'position')],
        [M.phone, text(m, 'phone')],
      ],
    },
    {
      title: TITLES.business_personal_details,
      rows: [
        [O.manager_birthday, text(o, 'manager_birthday')],
        [ADDRESS_LABEL, address(o, 'manager_')],
        [O.manager_lived_since, text(o, 'manager_lived_since')],
        [O.manager_housing_type, housing(o, 'manager_housing_type')],
        [O.manager_monthly_income, money(o, 'manager_monthly_income')],
        [O.manager_extra_income, money(o, 'manager_extra_income')],
        [O.manager_housing_rental_cost, money(o, 'manager_housing_rental_cost')],
        [O.manager_monthly_finance_for_house, money(o, 'manager_monthly_finance_for_house')],
        [O.manager_monthly_finance_for_apartment, money(o, 'manager_monthly_finance_for_apartment')],
        [O.manager_other_living_costs, money(o, 'manager_other_living_costs')],
        [O.manager_tax_id, text(o, 'manager_tax_id')],
        [O.manager_number_of_children_to_support, count(o, 'manager_number_of_children_to_support')],
      ],
    },
  ];
}

/** Sections and labels as the checkout steps asked them (contracts), so the PDF reads back the customer's answers. */
export function selfAssessmentSections(group: CustomerGroup, details: CustomerDetailsSet): Section[] {
  if (group === 'b2c') return privateSections(details.private_personal_details, details.private_banking_details);
  return businessSections(details.business_company_details, details.business_company_manager_details, details.business_personal_details);
}
