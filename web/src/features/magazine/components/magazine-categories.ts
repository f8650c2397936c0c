/** The four magazine categories of spec 2.1, in menu order. */
export const MAGAZINE_CATEGORIES = [
  { slug: 'ratgeber', name: 'Ratgeber' },
  { slug: 'mobilitaet', name: 'Mobilität' },
  { slug: 'autovorstellungen', name: 'Autovorstellungen' },
  { slug: 'leasing', name: 'Leasing' },
] as const;

/** '/magazin/ratgeber/…' → 'ratgeber'. */
export const categoryOfPath = (pathname: string): string => pathname.split('/')[2] ?? '';
