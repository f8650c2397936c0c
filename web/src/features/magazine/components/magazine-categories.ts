import { MAGAZINE_CATEGORY_LINKS } from '@autoleasing/contracts';

/** The four magazine categories of spec 2.1, in menu order (the api's navigation bar lists the same). */
export const MAGAZINE_CATEGORIES = MAGAZINE_CATEGORY_LINKS;

/** '/magazin/ratgeber/…' → 'ratgeber'. */
export const categoryOfPath = (pathname: string): string => pathname.split('/')[2] ?? '';
