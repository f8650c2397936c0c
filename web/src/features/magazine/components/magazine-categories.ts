/** '/magazin/ratgeber/…' → 'ratgeber'. */
export const categoryOfPath = (pathname: string): string => pathname.split('/')[2] ?? '';
