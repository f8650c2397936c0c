import { formatBerlinDateTime, formatPercent, MISSING_CELL_TEXT } from '@autoleasing/contracts';

export const percentOrDash = (value: number | null | undefined) => (value === null || value === undefined ? MISSING_CELL_TEXT : formatPercent(value));

/** '21.11.2026, 14:03:05' in Berlin time: the audit tells changes within a minute apart. */
export const formatBerlin = (iso: string) => formatBerlinDateTime(iso, { seconds: true });
