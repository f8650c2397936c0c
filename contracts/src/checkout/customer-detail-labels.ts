import type { EmploymentType, LegalForm, Salutation } from './api';

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
