/** XML of the sitemap protocol (sitemaps.org 0.9): a sitemap index and a URL set. */
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes a URL for an XML text node (the protocol requires it for &, <, >, quotes). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** W3C datetime as the protocol wants it; seconds are enough for a crawler. */
function lastmodTag(lastmod: Date | null): string {
  return lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
}

export interface XmlLocation {
  /** Absolute URL. */
  loc: string;
  lastmod: Date | null;
}

export function sitemapIndexXml(sitemaps: XmlLocation[]): string {
  const body = sitemaps.map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${lastmodTag(s.lastmod)}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: XmlLocation[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmodTag(u.lastmod)}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${body}\n</urlset>\n`;
}
