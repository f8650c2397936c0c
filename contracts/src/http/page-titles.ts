/**
 * Titles of the wall pages (spec 2.2: login and account), by path. The web names its routes with
 * them and the api's content endpoint gives them as meta title ('… | autoleasing'); the web shows
 * the latter once it has it, so two lists would make a page's title change while it loads.
 */
export const WALL_PAGE_TITLES = {
  '/login': 'Anmelden',
  '/register': 'Registrieren',
  '/start': 'Anmelden oder registrieren',
  '/recover-password': 'Passwort zurücksetzen',
  '/recover-account': 'Konto wiederherstellen',
  '/verify-email': 'E-Mail-Adresse bestätigen',
  '/reactivate-account': 'Konto reaktivieren',
  '/consent': 'Ihre Einwilligung',
  '/accept-tnc': 'Allgemeine Geschäftsbedingungen akzeptieren',
  '/agbs': 'Allgemeine Geschäftsbedingungen',
} as const satisfies Record<`/${string}`, string>;
export type WallPagePath = keyof typeof WALL_PAGE_TITLES;
