import {
  CHECKOUT_DATE_ERROR_MESSAGES,
  CHILDREN_COUNT_FIELDS,
  CUSTOMER_DETAILS_MONEY_FIELDS,
  CUSTOMER_FIELD_MESSAGES,
  CUSTOMER_LIMIT_MESSAGES,
  GERMAN_DATE_ERROR_MESSAGES,
  MAX_CUSTOMER_AGE,
  birthdayAgeProblem,
  childrenCountProblem,
  customerAmountProblem,
  isValidIban,
  isValidPhone,
  isValidPostalCode,
  normaliseIban,
  validateEmployedSince,
  validateFoundedAt,
  validateGermanDate,
  validateLivedSince,
  yearsBefore,
  type ApiErrorDetail,
  type CalendarDate,
  type CheckoutDateError,
  type CustomerDetailsKind,
} from '@autoleasing/contracts';

/**
 * Field rules of the checkout forms beyond types (spec 5.2 "not shown": ours), with German
 * messages per field, and the stored shape: money in cents, dates as typed ('DD.MM.YYYY'),
 * owner-details defaults of spec 5.2 applied, no deal_id.
 */
export interface NormalisedDetails {
  data: Record<string, unknown>;
  errors: ApiErrorDetail[];
}

/** What the rules need beyond the request: the birthday saved with the personal details (employed since checks against it). */
export interface DetailsContext {
  savedBirthday?: string;
}

export function normaliseDetails(kind: CustomerDetailsKind, body: Record<string, unknown>, today: CalendarDate, context: DetailsContext = {}): NormalisedDetails {
  const errors: ApiErrorDetail[] = [];
  const fail = (field: string, code: string, message: string) => errors.push({ field, code, message });
  const data: Record<string, unknown> = { ...body };
  delete data.deal_id;

  const date = (field: string, lowerBound?: CalendarDate) => {
    const value = body[field];
    if (value === undefined) return;
    const problem = validateGermanDate(String(value), { today, lowerBound });
    if (problem) fail(field, `date_${problem}`, GERMAN_DATE_ERROR_MESSAGES[problem]);
  };
  /** A date with its rule from contracts (the web checks the same one). */
  const lifeDate = (field: string, rule: (text: string) => CheckoutDateError | undefined) => {
    const value = body[field];
    if (value === undefined) return;
    const problem = rule(String(value));
    if (problem) fail(field, `date_${problem}`, CHECKOUT_DATE_ERROR_MESSAGES[problem]);
  };
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : undefined);
  const adult = (field: string) => {
    const value = body[field];
    if (typeof value !== 'string' || validateGermanDate(value, { today })) return;
    const problem = birthdayAgeProblem(value, today);
    if (problem === 'too_young') fail(field, 'too_young', CUSTOMER_FIELD_MESSAGES.too_young);
    if (problem === 'too_old') fail(field, 'date_before_lower_bound', GERMAN_DATE_ERROR_MESSAGES.before_lower_bound);
  };
  const postalCode = (field: string) => {
    if (typeof body[field] === 'string' && !isValidPostalCode(String(body[field]))) fail(field, 'postal_code', CUSTOMER_FIELD_MESSAGES.postal_code);
  };
  const phone = (field: string) => {
    if (typeof body[field] === 'string' && !isValidPhone(String(body[field]))) fail(field, 'phone', CUSTOMER_FIELD_MESSAGES.phone);
  };
  const iban = (field: string) => {
    if (typeof body[field] !== 'string') return;
    if (!isValidIban(String(body[field]))) fail(field, 'iban', CUSTOMER_FIELD_MESSAGES.iban);
    else data[field] = normaliseIban(String(body[field]));
  };

  // Limits of children and amounts (contracts, the web's too): checked on what was sent, before the defaults below.
  for (const field of CHILDREN_COUNT_FIELDS) {
    const value = body[field];
    const problem = typeof value === 'number' ? childrenCountProblem(value) : undefined;
    if (problem) fail(field, problem, CUSTOMER_LIMIT_MESSAGES[problem]);
  }
  for (const field of CUSTOMER_DETAILS_MONEY_FIELDS[kind]) {
    const value = body[field];
    const problem = typeof value === 'number' ? customerAmountProblem(field, value) : undefined;
    if (problem) fail(field, problem, CUSTOMER_LIMIT_MESSAGES[problem]);
  }

  switch (kind) {
    case 'private_personal_details':
      date('birthday', yearsBefore(today, MAX_CUSTOMER_AGE));
      adult('birthday');
      lifeDate('lived_since', (t) => validateLivedSince(t, today, text('birthday')));
      phone('phone');
      postalCode('postal_code');
      if (data.housing_type == null) delete data.housing_type;
      data.number_of_children_to_support ??= 0;
      break;
    case 'private_banking_details':
      iban('iban');
      lifeDate('employed_since', (t) => validateEmployedSince(t, today, context.savedBirthday));
      break;
    case 'business_company_manager_details':
      phone('phone');
      break;
    case 'business_company_details':
      postalCode('postal_code');
      lifeDate('founded_at', (t) => validateFoundedAt(t, today));
      iban('iban');
      break;
    case 'business_personal_details':
      date('manager_birthday', yearsBefore(today, MAX_CUSTOMER_AGE));
      adult('manager_birthday');
      lifeDate('manager_lived_since', (t) => validateLivedSince(t, today, text('manager_birthday')));
      postalCode('manager_postal_code');
      // Spec 5.2: income and children default to 0, tax id to '' when missing; a null housing type is dropped.
      data.manager_monthly_income ??= 0;
      data.manager_number_of_children_to_support ??= 0;
      data.manager_tax_id ??= '';
      if (data.manager_housing_type == null) delete data.manager_housing_type;
      break;
  }

  // Money: euros in, cents stored as `<field>_cents`; missing amounts count as 0.
  for (const field of CUSTOMER_DETAILS_MONEY_FIELDS[kind]) {
    const euros = data[field];
    delete data[field];
    data[`${field}_cents`] = typeof euros === 'number' ? Math.round(euros * 100) : 0;
  }
  return { data, errors };
}
