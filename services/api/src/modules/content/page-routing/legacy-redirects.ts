import { BODY_TYPE_LABELS, BODY_TYPES, BRAND_SLUGS, FUEL_TYPE_LABELS, FUEL_TYPES, toSlug } from '@autoleasing/contracts';

/** Current page families: never redirected, so a redirect target can never redirect again. */
const CURRENT_FIRST_SEGMENTS = new Set(['leasing', 'leasing-angebote', 'leasing-sonderangebote', 'magazin']);
/** Spec 2.1: words that mark an old-style URL (after umlaut folding, so 'günstig' = 'guenstig'). */
const OLD_STYLE = /leasing|guenstig|lagerwagen|neuwagen|ohne-anzahlung/;

const CATEGORY_SLUGS = new Set([...BODY_TYPES.map((b) => toSlug(BODY_TYPE_LABELS[b])), ...FUEL_TYPES.map((f) => toSlug(FUEL_TYPE_LABELS[f]))]);
/** Words old URLs used for a category that differ from today's slug. */
const CATEGORY_SYNONYMS: Readonly<Record<string, string>> = {
  elektroauto: 'elektro', elektroautos: 'elektro', 'e-auto': 'elektro', eauto: 'elektro', hybridauto: 'hybrid',
  kleinwagen: 'kleinwagen', kompaktwagen: 'kompaktklasse', kompakt: 'kompaktklasse', cabriolet: 'cabrio', coupe: 'coupe', kombis: 'kombi',
};
/** The listing's Anzahlung filter (web listing-query rangeParam('downpayment_cents', 'max')). */
const DOWNPAYMENT_MAX_PARAM = 'downpayment_cents[max]';
const BRANDS_LONGEST_FIRST = [...BRAND_SLUGS].sort((a, b) => b.length - a.length);

/**
 * Where an old-style URL (/BMW-Leasing, /SUV-Leasing-guenstig, /Lagerwagen, /Neuwagen/Audi,
 * /leasing-ohne-anzahlung …) lives now: /leasing or /leasing/{category} with the brand, the
 * inventory type and the Anzahlung as filters. Null when the path is not old-style. Query parameters of the old URL
 * (customer_type, utm_* …) are kept behind ours.
 */
export function legacyRedirectTarget(pathname: string, search: string): string | null {
  // Exact, case-sensitive: '/Leasing' is an old URL, '/leasing' today's page.
  if (CURRENT_FIRST_SEGMENTS.has(pathname.split('/')[1] ?? '')) return null;
  const path = toSlugPath(pathname);
  if (path === '' || !OLD_STYLE.test(path)) return null;
  const text = `-${path.replace(/\//g, '-')}-`;
  const params = new URLSearchParams();
  const brand = BRANDS_LONGEST_FIRST.find((slug) => text.includes(`-${slug}-`));
  if (brand) params.set('manufacturer_name', brand);
  if (text.includes('-lagerwagen-')) params.set('inventory_type', 'stock');
  else if (text.includes('-neuwagen-')) params.set('inventory_type', 'ordered');
  // 'ohne Anzahlung' is the listing's Anzahlung filter at its lowest step: no Anzahlung at all.
  if (text.includes('-ohne-anzahlung-')) params.set(DOWNPAYMENT_MAX_PARAM, '0');
  const words = text.split('-').filter(Boolean);
  const category = words.map((w) => CATEGORY_SYNONYMS[w] ?? w).find((w) => CATEGORY_SLUGS.has(w))
    ?? (text.includes('-e-auto-') ? 'elektro' : undefined);
  for (const [key, value] of new URLSearchParams(search)) if (!params.has(key)) params.append(key, value);
  const query = params.toString();
  return `${category ? `/leasing/${category}` : '/leasing'}${query ? `?${query}` : ''}`;
}

/** '/BMW-Leasing/G%C3%BCnstig/' → 'bmw-leasing/guenstig': decoded, umlauts folded, lower case. */
function toSlugPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => toSlug(segment))
    .filter(Boolean)
    .join('/');
}
