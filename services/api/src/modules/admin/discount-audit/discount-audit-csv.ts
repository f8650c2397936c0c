import { DELIVERY_TIME_BAND_LABELS, DISCOUNT_AUDIT_KIND_LABELS, discountFieldLabel, type DeliveryTimeBand } from '@autoleasing/contracts';
import type { AuditRecord } from './discount-audit.query';

/** UTF-8 byte order mark: spreadsheet programs then read the umlauts right. */
export const CSV_BOM = '\uFEFF';

export const AUDIT_CSV_HEADERS = [
  'Zeitpunkt',
  'Händler',
  'Händler-ID',
  'Kundengruppe',
  'Bank',
  'Marke',
  'Modell',
  'Modell-ID',
  'Feld',
  'Alter Wert',
  'Neuer Wert',
  'Art',
  'Benutzer',
  'Benutzer-ID',
  'Rolle',
  'Handelnd für Händler-ID',
  'Vorgang',
  'Ereignis-ID',
] as const;

const number2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 21.11.2026 14:03:05 in Berlin time (spec 9: German dates; DESIGN: shown in Europe/Berlin). */
export function germanDateTime(value: Date): string {
  const parts = Object.fromEntries(berlin.formatToParts(value).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * A stored cell value as a German spreadsheet reads it: percent (stored in hundredths) and money
 * (cents, shown in euros) with a decimal comma and dot thousands, flags ja/nein, delivery bands
 * by their label, nothing for empty.
 */
export function germanValue(field: string | null, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') {
    if (field === 'number_additional_discounts') return String(value);
    // Percent fields are stored in hundredths, money in cents: both divide by 100.
    return number2.format(value / 100);
  }
  if (field === 'delivery_time') return DELIVERY_TIME_BAND_LABELS[value as DeliveryTimeBand] ?? String(value);
  return String(value);
}

/** RFC 4180 quoting with ';' as separator; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: string, text = false): string {
  let out = value;
  if (text && /^[=+\-@\t\r]/.test(out)) out = `'${out}`;
  return /[";\r\n]/.test(out) ? `"${out.replace(/"/g, '""')}"` : out;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.join(';')}\r\n`;
}

export function auditCsvHeader(): string {
  return CSV_BOM + csvLine(AUDIT_CSV_HEADERS.map((h) => csvCell(h)));
}

export function auditCsvRow(r: AuditRecord): string {
  const dealer = r.dealer_name ? `${r.dealer_name}, ${r.dealer_city}` : '';
  return csvLine([
    csvCell(germanDateTime(new Date(r.occurred_at))),
    csvCell(dealer, true),
    csvCell(r.dealer_id),
    csvCell(r.customer_group ?? ''),
    csvCell(r.bank_name ?? '', true),
    csvCell(r.manufacturer_name ?? '', true),
    csvCell(r.car_model_name ?? '', true),
    csvCell(r.car_model_id ?? ''),
    csvCell(discountFieldLabel(r.field, r.manufacturer_slug ?? ''), true),
    csvCell(germanValue(r.field, r.old_value)),
    csvCell(germanValue(r.field, r.new_value)),
    csvCell(DISCOUNT_AUDIT_KIND_LABELS[r.kind] ?? r.kind),
    csvCell(r.user_name ?? '', true),
    csvCell(r.user_id, true),
    csvCell(r.role),
    csvCell(r.acting_for_dealer_id ?? ''),
    csvCell(r.operation_id ?? '', true),
    csvCell(r.event_id),
  ]);
}
