/**
 * Areas crawlers have no business in (issue 18): the customer area, checkout and its entry, the
 * dealer and admin screens, the APIs. Public pages and their assets stay open.
 */
export const ROBOTS_DISALLOWED = ['/customer', '/checkout', '/create-deal', '/dealer', '/admin', '/api/', '/fe-api/'] as const;

export function robotsTxt(publicOrigin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicOrigin}/sitemap.xml`, ''].join('\n');
}
