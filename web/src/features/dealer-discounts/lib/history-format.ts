import { berlinParts, CAMPAIGN_SCHEDULER_NAME, CAMPAIGN_SCHEDULER_USER_ID, DISCOUNT_AUDIT_KIND_LABELS, type DiscountCellField, type DiscountHistoryEntry, formatBerlinDateTime, formatDiscountCellValue } from '@autoleasing/contracts';

/** '5,00 % → 7,50 % · Name · 21.11.2026, 14:03' (with the kind for bulk changes and imports). */
export function formatHistoryEntry(entry: DiscountHistoryEntry, field: DiscountCellField): string {
  const change = `${formatDiscountCellValue(field, entry.old_value)} → ${formatDiscountCellValue(field, entry.new_value)}`;
  // Campaign boundaries are appended by the scheduler (actor system), not by a person.
  const who = entry.user_name ?? (entry.user_id === CAMPAIGN_SCHEDULER_USER_ID ? CAMPAIGN_SCHEDULER_NAME : 'Unbekannt');
  const label = DISCOUNT_AUDIT_KIND_LABELS[entry.kind];
  // A restore names the moment it brought back ('Wiederherstellung Stand vom 20.11.2026, 08:00').
  const note =
    entry.kind === 'import' && entry.file_name
      ? `${label} (${entry.file_name})`
      : entry.kind === 'restore' && entry.restored_from
      ? `${label} Stand vom ${formatBerlinDateTime(entry.restored_from)}`
      : entry.valid_from && entry.valid_until
        ? `${label} ${formatBerlinDateTime(entry.valid_from)} bis ${formatBerlinDateTime(entry.valid_until)}`
        : label;
  return [change, who, formatBerlinDateTime(entry.occurred_at), ...(note && entry.kind !== 'edit' ? [note] : [])].join(' · ');
}

/**
 * A Berlin wall-clock time from <input type="datetime-local"> ('2026-11-21T14:03') as an ISO
 * instant, whatever the browser's own time zone.
 */
export function berlinLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guessed instant, then once more at the corrected one (DST edges).
  let instant = wall - berlinOffset(wall);
  instant = wall - berlinOffset(instant);
  return new Date(instant).toISOString();
}

/** An ISO instant as the Berlin wall-clock value of <input type="datetime-local">. */
export function isoToBerlinLocal(iso: string): string {
  const { year, month, day, hour, minute } = berlinParts(iso);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

function berlinOffset(instant: number): number {
  const { year, month, day, hour, minute } = berlinParts(instant);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}
