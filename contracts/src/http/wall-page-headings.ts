import { WALL_PAGE_TITLES, type WallPagePath } from './page-titles';

/**
 * The heading (h1) of a wall page, where it is not its title: the greeting of /start and the
 * notice of /accept-tnc. The web shows it and the api gives it as the page's headline. Apart from
 * the titles, which every page loads with the routes: only the wall pages need the headings.
 */
const WALL_PAGE_HEADINGS: Partial<Record<WallPagePath, string>> = {
  '/start': 'Willkommen bei autoleasing',
  '/accept-tnc': 'Unsere AGB haben sich geändert',
};

export function wallPageHeading(path: WallPagePath): string {
  return WALL_PAGE_HEADINGS[path] ?? WALL_PAGE_TITLES[path];
}
