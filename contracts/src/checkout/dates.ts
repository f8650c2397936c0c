/**
 * Dates typed into checkout forms (spec 5.3): 'DD.MM.YYYY' (day 0–31, month 1–12, four-digit
 * year), a real calendar date, in the past, and not before a lower bound when one is given.
 * `today` comes in as an argument so server and tests decide with the same clock.
 */
export type GermanDateError = 'required' | 'format' | 'invalid_date' | 'not_in_past' | 'before_lower_bound';

export const GERMAN_DATE_ERROR_MESSAGES: Readonly<Record<GermanDateError, string>> = {
  required: 'Bitte geben Sie ein Datum ein.',
  format: 'Bitte geben Sie das Datum im Format TT.MM.JJJJ ein.',
  invalid_date: 'Dieses Datum existiert nicht.',
  not_in_past: 'Das Datum muss in der Vergangenheit liegen.',
  before_lower_bound: 'Das Datum liegt zu weit in der Vergangenheit.',
};

const GERMAN_DATE = /^(0?\d|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.(\d{4})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses 'DD.MM.YYYY' into a calendar date, or undefined when the text is no real date. */
export function parseGermanDate(text: string): CalendarDate | undefined {
  const match = GERMAN_DATE.exec(text.trim());
  if (!match) return undefined;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : undefined;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Built once: constructing an Intl.DateTimeFormat costs ~0.3 ms, more than the rest of a checkout step's validation. */
const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in Europe/Berlin (the user's day, not the server's). */
export function berlinCalendarDate(instant: Date): CalendarDate {
  const parts = BERLIN_DATE.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Spec 5.3 check; undefined when the date is fine. "In the past" means before today. */
export function validateGermanDate(
  text: string | null | undefined,
  options: { today: CalendarDate; lowerBound?: CalendarDate },
): GermanDateError | undefined {
  if (text == null || text.trim() === '') return 'required';
  if (!GERMAN_DATE.test(text.trim())) return 'format';
  const date = parseGermanDate(text);
  if (!date) return 'invalid_date';
  if (compare(date, options.today) >= 0) return 'not_in_past';
  if (options.lowerBound && compare(date, options.lowerBound) < 0) return 'before_lower_bound';
  return undefined;
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' (how the API stores dates); undefined when not a real date. */
export function germanDateToIso(text: string): string | undefined {
  const date = parseGermanDate(text);
  if (!date) return undefined;
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function isoDateToGerman(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/**
 * Age in whole years from a 'DD-MM-YYYY' date (spec 5.3), on `today`. NaN when the text is not
 * a real date.
 */
export function ageInYears(ddMmYyyy: string, today: CalendarDate): number {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(ddMmYyyy.trim());
  if (!match) return Number.NaN;
  const birth = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  if (!isRealDate(birth)) return Number.NaN;
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** A calendar date `years` before `today` (lower bounds such as "at most 100 years ago"). */
export function yearsBefore(today: CalendarDate, years: number): CalendarDate {
  return { year: today.year - years, month: today.month, day: today.day };
}

/**
 * Dates of a person's or company's life in the checkout forms (issue 17, item 7): one rule for the
 * API (customer-details.rules.ts) and the web (form-rules.ts). On top of spec 5.3 (a real date in
 * the past, not before the lower bound): nobody lived somewhere before they were born, and nobody
 * was employed before their 14th birthday. A birthday that is missing or no real date leaves
 * those two checks out (the birthday field reports its own problem).
 */
export type CheckoutDateError = GermanDateError | 'before_birth_date' | 'before_working_age';

export const MIN_WORKING_AGE = 14;
export const LIVED_SINCE_MAX_YEARS = 100;
export const EMPLOYED_SINCE_MAX_YEARS = 70;
export const FOUNDED_AT_LOWER_BOUND: CalendarDate = { year: 1800, month: 1, day: 1 };

export const CHECKOUT_DATE_ERROR_MESSAGES: Readonly<Record<CheckoutDateError, string>> = {
  ...GERMAN_DATE_ERROR_MESSAGES,
  before_birth_date: 'Das Datum darf nicht vor dem Geburtsdatum liegen.',
  before_working_age: `Das Datum darf nicht vor dem ${MIN_WORKING_AGE}. Geburtstag liegen.`,
};

/** "Wohnhaft dort seit": spec 5.3, at most 100 years back, not before the birthday. */
export function validateLivedSince(text: string | null | undefined, today: CalendarDate, birthday?: string | null): CheckoutDateError | undefined {
  const problem = validateGermanDate(text, { today, lowerBound: yearsBefore(today, LIVED_SINCE_MAX_YEARS) });
  if (problem) return problem;
  const born = birthday ? parseGermanDate(birthday) : undefined;
  if (born && compare(parseGermanDate(text as string) as CalendarDate, born) < 0) return 'before_birth_date';
  return undefined;
}

/** "Beschäftigt seit": spec 5.3, at most 70 years back, not before the 14th birthday. */
export function validateEmployedSince(text: string | null | undefined, today: CalendarDate, birthday?: string | null): CheckoutDateError | undefined {
  const problem = validateGermanDate(text, { today, lowerBound: yearsBefore(today, EMPLOYED_SINCE_MAX_YEARS) });
  if (problem) return problem;
  const born = birthday ? parseGermanDate(birthday) : undefined;
  if (born && compare(parseGermanDate(text as string) as CalendarDate, { ...born, year: born.year + MIN_WORKING_AGE }) < 0) return 'before_working_age';
  return undefined;
}

/** "Gegründet am": spec 5.3, not in the future, not before 1800. */
export function validateFoundedAt(text: string | null | undefined, today: CalendarDate): CheckoutDateError | undefined {
  return validateGermanDate(text, { today, lowerBound: FOUNDED_AT_LOWER_BOUND });
}
