/**
 * Dates are stored in UTC and shown in Europe/Berlin (DESIGN.md), as 'DD.MM.YYYY' or
 * 'DD MMM YYYY, HH:mm' (spec 9).
 */
const TIME_ZONE = 'Europe/Berlin';

/*
 * Fixed German short month names: ICU versions disagree ('Sep.' vs 'Sept.'), and server and
 * browser must print the same string for the same instant.
 */
const GERMAN_SHORT_MONTHS = [
  'Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.',
] as const;

export type DateInput = Date | string | number;

const partsFormatter = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant's Berlin wall-clock fields, two digits each (year four). */
export interface BerlinParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(value)}`);
  }
  return date;
}

export function berlinParts(value: DateInput): BerlinParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(toDate(value))) {
    parts[part.type] = part.value;
  }
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** '03.09.2024' */
export function formatDate(value: DateInput): string {
  const { day, month, year } = berlinParts(value);
  return `${day}.${month}.${year}`;
}

/** '03 Sep. 2024, 14:05' */
export function formatDateTime(value: DateInput): string {
  const { day, month, year, hour, minute } = berlinParts(value);
  const monthName = GERMAN_SHORT_MONTHS[Number(month) - 1];
  return `${day} ${monthName} ${year}, ${hour}:${minute}`;
}

/**
 * '21.11.2026, 14:03' (with `seconds`: '21.11.2026, 14:03:05'): the staff screens' timestamps
 * (dealer table history, campaigns, ops deals, admin overview and audit), all in Berlin time.
 */
export function formatBerlinDateTime(value: DateInput, options: { seconds?: boolean } = {}): string {
  const { day, month, year, hour, minute, second } = berlinParts(value);
  return `${day}.${month}.${year}, ${hour}:${minute}${options.seconds ? `:${second}` : ''}`;
}
