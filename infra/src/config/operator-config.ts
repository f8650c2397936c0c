/**
 * The company the imprint (/impressum) and the privacy notice (/datenschutz) name. It comes only
 * from the environment: legal identifiers (register entry, VAT id) must never be invented in code.
 * Outside production, unset values fall back to an obviously fictional example company whose
 * identifiers cannot belong to anyone (no register entry, no VAT id, no phone number); in
 * production nothing falls back, and what is not configured is not shown.
 */
export interface OperatorConfig {
  name: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  managingDirectors: string[];
  /** Register court and number, e.g. "Amtsgericht …, HRB …". */
  register: string | null;
  vatId: string | null;
  phone: string | null;
  email: string | null;
  privacyEmail: string | null;
  /** Authority that granted the permission as loan broker (§ 34c GewO). */
  brokerAuthority: string | null;
}

/** Development values: fictional throughout, e-mail addresses under the reserved .example domain. */
export const DEVELOPMENT_OPERATOR: Readonly<Record<keyof OperatorConfig, string>> = {
  name: 'autoleasing Beispiel GmbH',
  street: 'Musterstraße 1',
  postalCode: '12345',
  city: 'Musterstadt',
  managingDirectors: 'Erika Mustermann',
  register: '',
  vatId: '',
  phone: '',
  email: 'kontakt@autoleasing.example',
  privacyEmail: 'datenschutz@autoleasing.example',
  brokerAuthority: '',
};

const ENV_NAMES: Readonly<Record<keyof OperatorConfig, string>> = {
  name: 'OPERATOR_NAME',
  street: 'OPERATOR_STREET',
  postalCode: 'OPERATOR_POSTAL_CODE',
  city: 'OPERATOR_CITY',
  managingDirectors: 'OPERATOR_MANAGING_DIRECTORS',
  register: 'OPERATOR_REGISTER',
  vatId: 'OPERATOR_VAT_ID',
  phone: 'OPERATOR_PHONE',
  email: 'OPERATOR_EMAIL',
  privacyEmail: 'OPERATOR_PRIVACY_EMAIL',
  brokerAuthority: 'OPERATOR_BROKER_AUTHORITY',
};

export function loadOperatorConfig(env: NodeJS.ProcessEnv, production: boolean): OperatorConfig {
  // A variable set (even to an empty string) wins over the development value: empty means "not shown".
  const read = (key: keyof OperatorConfig): string | null => {
    const raw = env[ENV_NAMES[key]] ?? (production ? '' : DEVELOPMENT_OPERATOR[key]);
    const value = raw.trim();
    return value === '' ? null : value;
  };
  return {
    name: read('name'),
    street: read('street'),
    postalCode: read('postalCode'),
    city: read('city'),
    managingDirectors: (read('managingDirectors') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    register: read('register'),
    vatId: read('vatId'),
    phone: read('phone'),
    email: read('email'),
    privacyEmail: read('privacyEmail'),
    brokerAuthority: read('brokerAuthority'),
  };
}

/** The start-up warning for a production process whose imprint would name no provider, or null. */
export function operatorConfigWarning(operator: OperatorConfig, nodeEnv: string): string | null {
  if (nodeEnv !== 'production' || operator.name !== null) return null;
  return 'OPERATOR_NAME is not set: /impressum and /datenschutz name no provider. Set the OPERATOR_* variables (README, configuration) before the site goes live.';
}
