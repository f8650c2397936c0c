import { invalidParameter } from '../../../../common/http/query-parameters';

export interface PageKey {
  /** '/leasing/suv' — lower case, no trailing slash, '/' for the homepage. */
  pathname: string;
  query: URLSearchParams;
}

const MAX_KEY_LENGTH = 300;
const SAFE = /^[\w\-./?=&%~]*$/;

/**
 * The {x} of /seo/{x} and /content/{x}: the page path, URL-encoded as one segment
 * (encodeURIComponent('/leasing/suv') = '%2Fleasing%2Fsuv'), or a bare name like 'home' or
 * 'leasing-sonderangebote'. Anything else is a 400 rather than a search for it.
 */
export function parsePageKey(raw: string): PageKey {
  if (raw.length === 0 || raw.length > MAX_KEY_LENGTH || !SAFE.test(raw)) {
    throw invalidParameter('x', 'Die Seitenangabe ist ungültig. Erwartet wird ein Pfad wie /leasing/suv (URL-kodiert).');
  }
  if (raw === 'home' || raw === 'index') return { pathname: '/', query: new URLSearchParams() };
  const withSlash = raw.startsWith('/') ? raw : `/${raw}`;
  const [path, search = ''] = withSlash.split('?', 2);
  const pathname = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : '/';
  if (pathname.includes('..') || pathname.includes('//')) throw invalidParameter('x', 'Die Seitenangabe ist ungültig.');
  return { pathname, query: new URLSearchParams(search) };
}
