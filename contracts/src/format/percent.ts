/** Percent display (spec 9): German comma and a spaced sign, '3,49 %'. */
export function formatPercent(value: number, fractionDigits = 2): string {
  const number = new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
  return `${number} %`;
}
