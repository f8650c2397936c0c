import { DELIVERY_TIME_BAND_LABELS, type DeliveryTimeBand } from '../catalogue/delivery';
import { formatCents } from '../format/money';
import { formatDecimal } from '../format/number';
import { formatPercent } from '../format/percent';
import { discountCellKind } from './cell-rules';
import { DISCOUNT_BOOLEAN_LABELS, isDiscountCellField } from './fields';

/** What an empty cell shows on screen (spec 3.11). */
export const MISSING_CELL_TEXT = '--';

const YES_NO = { true: 'Ja', false: 'Nein' } as const;

/**
 * A cell value in API units (7.5 for 7,50 %, cents for money) as text. On screen (dealer table,
 * its history and campaigns, admin audit): '7,50 %', '€ 1.234,50', 'Bestellbar', '4–6 Wochen',
 * '--'. `plain` is the form a German spreadsheet reads back (audit CSV): '7,50', '1.234,50', 'ja',
 * '4–6 Wochen', ''. Numbers of fields that are no cell (number_additional_discounts) are counts.
 */
export function formatDiscountCellValue(field: string | null, value: unknown, { plain = false }: { plain?: boolean } = {}): string {
  if (value === null || value === undefined) return plain ? '' : MISSING_CELL_TEXT;
  const cell = field !== null && isDiscountCellField(field) ? field : null;
  if (typeof value === 'boolean') {
    if (plain) return value ? 'ja' : 'nein';
    const labels = (cell && DISCOUNT_BOOLEAN_LABELS[cell]) ?? YES_NO;
    return value ? labels.true : labels.false;
  }
  const kind = cell ? discountCellKind(cell) : null;
  if (typeof value === 'number') {
    if (kind === 'cents') return plain ? formatDecimal(value / 100, 2) : formatCents(value);
    if (kind === 'percent') return plain ? formatDecimal(value, 2) : formatPercent(value);
    return String(value);
  }
  if (kind === 'delivery_time') return DELIVERY_TIME_BAND_LABELS[value as DeliveryTimeBand] ?? String(value);
  return String(value);
}
