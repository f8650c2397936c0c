/** Colours offered in the catalogue filter (spec 3.14). */
export const FILTER_COLOURS = ['black', 'gray', 'white', 'red', 'blue', 'silver', 'green', 'yellow', 'orange', 'brown'] as const;
export type FilterColour = (typeof FILTER_COLOURS)[number];

/** Colours stored on a car spec (spec 3.14); a second, slightly different list. */
export const CAR_SPEC_COLOURS = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'gray', 'white', 'other'] as const;
export type CarSpecColour = (typeof CAR_SPEC_COLOURS)[number];

export const COLOUR_LABELS: Readonly<Record<FilterColour | CarSpecColour, string>> = {
  black: 'Schwarz',
  gray: 'Grau',
  white: 'Weiß',
  red: 'Rot',
  blue: 'Blau',
  silver: 'Silber',
  green: 'Grün',
  yellow: 'Gelb',
  orange: 'Orange',
  brown: 'Braun',
  purple: 'Lila',
  other: 'Sonstige',
};
