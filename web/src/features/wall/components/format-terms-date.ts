/** '2026-01-01' → '01.01.2026' (spec 9 date display). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
