import { formatBerlinDateTime, formatDiscountCellValue, formatPercent, MISSING_CELL_TEXT, type DiscountCellValue } from '@autoleasing/contracts';

/** A cell value of the audit as the dealer table shows it ('--' for empty, spec 3.11). */
export const formatCellValue = (field: string | null, value: DiscountCellValue): string => formatDiscountCellValue(field, value);

export const percentOrDash = (value: number | null | undefined) => (value === null || value === undefined ? MISSING_CELL_TEXT : formatPercent(value));

/** '21.11.2026, 14:03:05' in Berlin time: the audit tells changes within a minute apart. */
export const formatBerlin = (iso: string) => formatBerlinDateTime(iso, { seconds: true });
