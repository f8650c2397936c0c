import { formatDecimal } from './number';

/** Percent display (spec 9): German comma and a spaced sign, '3,49 %'. */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${formatDecimal(value, fractionDigits)} %`;
}
