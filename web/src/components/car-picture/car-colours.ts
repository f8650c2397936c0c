/** Paint tints for the spec's colour keys (spec 3.14, both lists); unknown colours get silver. */
const PAINT: Readonly<Record<string, string>> = {
  black: '#23272e',
  gray: '#7d848e',
  white: '#f3f4f6',
  red: '#b8282e',
  blue: '#1f4f96',
  silver: '#b9c0c8',
  green: '#2f6f4a',
  yellow: '#e6b628',
  orange: '#dc6f26',
  brown: '#6e4b31',
  purple: '#5e3a8f',
  other: '#9aa3ad',
};

export function paintOf(colour: string | null | undefined): string {
  return PAINT[(colour ?? '').toLowerCase()] ?? PAINT.silver;
}

/** Light paints need a darker outline to stay visible on a white card. */
export function isLightPaint(colour: string | null | undefined): boolean {
  return ['white', 'silver', 'yellow'].includes((colour ?? '').toLowerCase());
}
