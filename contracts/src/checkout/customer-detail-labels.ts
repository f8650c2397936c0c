import type { CustomerDetailsKind, CustomerDetailsRequests, EmploymentType, LegalForm, Salutation } from './api';

/**
 * German labels of the choices in the customer details (spec 5.2): the checkout forms offer them,
 * the Selbstauskunft PDF prints them, so the customer reads back what they chose.
 * (Housing types: HOUSING_TYPE_LABELS beside their list.)
 */
export const SALUTATION_LABELS: Readonly<Record<Salutation, string>> = {
  mr: 'Herr',
  ms: 'Frau',
  diverse: 'Divers',
};

/** The word a letter puts before a name ('Herr Max Muster'); 'Divers' is none, so those letters use the name alone. */
export function salutationWord(salutation: string | null | undefined): string | undefined {
  return salutation === 'mr' || salutation === 'ms' ? SALUTATION_LABELS[salutation] : undefined;
}

/** Whom a mail greets: what the account or the checkout knows of the person. */
export interface GreetedPerson {
  salutation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The greeting line of every mail to a customer, account and deal mails alike (Sie form):
 * 'Guten Tag Frau Erika Muster,' with a salutation, 'Guten Tag Erika Muster,' without one (or
 * 'Divers'), 'Guten Tag,' without a name.
 */
export function mailGreeting(person: GreetedPerson): string {
  const name = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  if (!name) return 'Guten Tag,';
  const word = person.lastName?.trim() ? salutationWord(person.salutation) : undefined;
  return `Guten Tag ${word ? `${word} ` : ''}${name},`;
}

export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  employee: 'Angestellt',
  civil_servant: 'Verbeamtet',
  self_employed: 'Selbstständig',
  pensioner: 'In Rente / Pension',
  student: 'In Ausbildung / Studium',
  other: 'Sonstiges',
};

export const LEGAL_FORM_LABELS: Readonly<Record<LegalForm, string>> = {
  einzelunternehmen: 'Einzelunternehmen',
  gbr: 'GbR',
  gmbh: 'GmbH',
  ug: 'UG (haftungsbeschränkt)',
  ag: 'AG',
  kg: 'KG',
  ohg: 'OHG',
  gmbh_co_kg: 'GmbH & Co. KG',
  freiberufler: 'Freiberufler',
  other: 'Sonstige',
};

type FieldLabels<Kind extends CustomerDetailsKind> = Readonly<Record<Exclude<keyof CustomerDetailsRequests[Kind], 'deal_id'>, string>>;

/**
 * German label of every customer details field, per details step (spec 5.2). The checkout forms
 * show it (adding only hints such as ' (optional)' or ' (€)'), the Selbstauskunft PDF prints it, so
 * the PDF names each answer as the question the customer answered.
 */
export const CUSTOMER_DETAIL_FIELD_LABELS: { readonly [Kind in CustomerDetailsKind]: FieldLabels<Kind> } = {
  private_personal_details: {
    salutation: 'Anrede',
    first_name: 'Vorname',
    last_name: 'Nachname',
    birthday: 'Geburtsdatum',
    phone: 'Telefon',
    street: 'Straße',
    house_number: 'Hausnummer',
    postal_code: 'Postleitzahl',
    city: 'Ort',
    lived_since: 'Wohnhaft dort seit',
    housing_type: 'Wohnsituation',
    number_of_children_to_support: 'Unterhaltspflichtige Kinder',
  },
  private_banking_details: {
    employment_type: 'Beschäftigung',
    employer: 'Arbeitgeber',
    employed_since: 'Beschäftigt seit',
    monthly_income: 'Monatliches Nettoeinkommen',
    extra_income: 'Weitere Einkünfte mtl.',
    housing_rental_cost: 'Miete bzw. Wohnkosten mtl.',
    other_living_costs: 'Sonstige Lebenshaltungskosten mtl.',
    iban: 'IBAN',
    account_holder: 'Kontoinhaber',
  },
  business_company_manager_details: {
    salutation: 'Anrede',
    first_name: 'Vorname',
    last_name: 'Nachname',
    phone: 'Telefon',
    position: 'Position im Unternehmen',
  },
  business_company_details: {
    company_name: 'Firmenname',
    legal_form: 'Rechtsform',
    street: 'Straße',
    house_number: 'Hausnummer',
    postal_code: 'Postleitzahl',
    city: 'Ort',
    founded_at: 'Gegründet am',
    register_number: 'Handelsregisternummer',
    iban: 'IBAN',
  },
  business_personal_details: {
    manager_birthday: 'Geburtsdatum',
    manager_lived_since: 'Wohnhaft dort seit',
    manager_street: 'Straße',
    manager_house_number: 'Hausnummer',
    manager_postal_code: 'Postleitzahl',
    manager_city: 'Ort',
    manager_housing_type: 'Wohnsituation',
    manager_housing_rental_cost: 'Miete mtl.',
    manager_monthly_finance_for_house: 'Finanzierung Haus mtl.',
    manager_monthly_finance_for_apartment: 'Finanzierung Wohnung mtl.',
    manager_monthly_income: 'Nettoeinkommen mtl.',
    manager_extra_income: 'Weitere Einkünfte mtl.',
    manager_other_living_costs: 'Sonstige Lebenshaltungskosten mtl.',
    manager_tax_id: 'Steuer-ID',
    manager_number_of_children_to_support: 'Unterhaltspflichtige Kinder',
  },
};

/** Title of each details step: the checkout page's heading and the Selbstauskunft section. */
export const CUSTOMER_DETAIL_SECTION_TITLES: Readonly<Record<CustomerDetailsKind, string>> = {
  private_personal_details: 'Persönliche Angaben',
  private_banking_details: 'Angaben zur Bonitätsprüfung',
  business_company_details: 'Angaben zum Unternehmen',
  business_company_manager_details: 'Geschäftliche Angaben',
  business_personal_details: 'Angaben zum Inhaber',
};

/** The one row the Selbstauskunft prints for street, house number, postal code and city. */
export const ADDRESS_LABEL = 'Anschrift';
