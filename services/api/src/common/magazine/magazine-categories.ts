/**
 * The magazine categories (names, overview texts, order) live in contracts, where the web's menus
 * take them from too; the api's category pages, sitemap and group links import them from here.
 */
export { isMagazineCategory, MAGAZINE_CATEGORIES } from '@autoleasing/contracts';
