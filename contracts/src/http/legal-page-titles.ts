/**
 * Titles of the legal pages, by path: their h1, the web's route titles and the api's meta titles.
 * Its own module: the public routes (first-load chunk) need only these, not the wall's titles.
 */
export const LEGAL_PAGE_TITLES = {
  '/impressum': 'Impressum',
  '/datenschutz': 'Datenschutzerklärung',
} as const satisfies Record<`/${string}`, string>;
