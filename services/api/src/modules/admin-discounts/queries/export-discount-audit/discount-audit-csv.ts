import { DISCOUNT_AUDIT_KIND_LABELS, discountFieldLabel, formatDiscountCellValue } from '@autoleasing/contracts';
import { auditCellValue, type AuditRecord } from '../../shared/discount-audit.sql';

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

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Berlin's offset from UTC in ms for the hour a time falls in (offsets change on the hour). */
const offsets = new Map<number, number>();
function berlinOffsetMs(time: number): number {
  const hour = Math.floor(time / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(berlin.formatToParts(new Date(hour * 3_600_000)).map((p) => [p.type, p.value]));
    offset = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour)) - hour * 3_600_000;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 21.11.2026 14:03:05 in Berlin time (spec 9: German dates; DESIGN: shown in Europe/Berlin). An
 * export formats a hundred thousand of them: Intl is asked once per hour, the rest is arithmetic.
 */
export function germanDateTime(value: Date): string {
  const local = new Date(value.getTime() + berlinOffsetMs(value.getTime()));
  return `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** Hundredths as a German number with two decimals and dot thousands: 123456 → '1.234,56'. */
export function germanHundredths(value: number): string {
  const negative = value < 0;
  const abs = Math.round(Math.abs(value));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative && abs !== 0 ? '-' : ''}${whole},${two(abs % 100)}`;
}

/**
 * A stored cell value as a German spreadsheet reads it: percent (stored in hundredths) and money
 * (cents, shown in euros) with a decimal comma and dot thousands, flags ja/nein, delivery bands
 * by their label, nothing for empty; contracts formats it as the audit screen does.
 */
export function germanValue(field: string | null, value: unknown): string {
  // The record holds stored units; the shared formatter takes API units (percent 7.5, cents).
  return formatDiscountCellValue(field, auditCellValue(field, value), { plain: true });
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

/**
 * 'Art' of an entry; a restore names the moment it brought back, a scheduled campaign its validity
 * (the CSV keeps its columns).
 */
export function auditKindText(r: Pick<AuditRecord, 'kind' | 'restored_from' | 'valid_from' | 'valid_until' | 'file_name'>): string {
  const label = DISCOUNT_AUDIT_KIND_LABELS[r.kind] ?? r.kind;
  if (r.kind === 'import' && r.file_name) return `${label} (${r.file_name})`;
  if (r.kind === 'restore' && r.restored_from) return `${label} (Stand vom ${germanDateTime(new Date(r.restored_from))})`;
  if (r.valid_from && r.valid_until) return `${label} (gültig ${germanDateTime(new Date(r.valid_from))} bis ${germanDateTime(new Date(r.valid_until))})`;
  return label;
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
    // A file name is the uploader's text: escaped like other free text.
    csvCell(auditKindText(r), true),
    csvCell(r.user_name ?? '', true),
    csvCell(r.user_id, true),
    csvCell(r.role),
    csvCell(r.acting_for_dealer_id ?? ''),
    csvCell(r.operation_id ?? '', true),
    csvCell(r.event_id),
  ]);
}
