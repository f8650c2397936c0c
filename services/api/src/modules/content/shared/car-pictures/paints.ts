import { CAR_SPEC_COLOURS, FILTER_COLOURS } from '@autoleasing/contracts';

/** Both colour lists of spec 3.14 (filter and car spec): every colour a picture may be asked for. */
export const PICTURE_COLOURS = [...new Set<string>([...FILTER_COLOURS, ...CAR_SPEC_COLOURS])] as readonly string[];
export type PictureColour = (typeof PICTURE_COLOURS)[number];

/** Paint per colour key; 'other' is a neutral blue-grey so it reads as "some colour", not silver. */
const PAINT: Readonly<Record<string, string>> = {
  black: '#1f232a',
  gray: '#6f7782',
  white: '#f4f5f7',
  red: '#b3202a',
  blue: '#1d4f9c',
  silver: '#b8bfc8',
  green: '#2d6b47',
  yellow: '#e8b923',
  orange: '#dd6b20',
  brown: '#6b4630',
  purple: '#5d3890',
  other: '#7b8aa0',
};

export interface PaintShades {
  base: string;
  light: string;
  dark: string;
  outline: string;
}

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels.map((c) => Math.round(c + (target - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** A base paint plus the shades that give the body some volume (light top, darker sill). */
export function shadesOf(colour: PictureColour): PaintShades {
  const base = PAINT[colour] ?? PAINT.silver;
  const lightPaint = ['white', 'silver', 'yellow'].includes(colour);
  return {
    base,
    light: mix(base, 255, colour === 'black' ? 0.18 : 0.3),
    dark: mix(base, 0, lightPaint ? 0.16 : 0.32),
    // Light paints need a visible outline on a white card; dark ones a darker edge.
    outline: lightPaint ? '#7c8591' : mix(base, 0, 0.55),
  };
}
