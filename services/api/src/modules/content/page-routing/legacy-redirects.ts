import { BODY_TYPE_LABELS, BODY_TYPES, BRAND_SLUGS, brandPagePath, FUEL_TYPE_LABELS, FUEL_TYPES, toSlug } from '@autoleasing/contracts';

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
/** Old words for the customer group: /privatleasing keeps private prices, /gewerbeleasing business ones (spec 2.1 customer_type). */
const GROUP_WORDS: Readonly<Record<string, 'P' | 'B'>> = {
  privatleasing: 'P', privat: 'P', privatkunden: 'P', gewerbeleasing: 'B', gewerbe: 'B', gewerbekunden: 'B', geschaeftsleasing: 'B', businessleasing: 'B',
};
/** Words that say nothing about the car: what is left after them, the brand and the category names the series. */
const FILLER_WORDS = new Set(['leasing', 'guenstig', 'guenstige', 'lagerwagen', 'neuwagen', 'ohne', 'anzahlung', 'angebot', 'angebote', 'auto', 'e']);
/** The listing's Anzahlung filter (web listing-query rangeParam('downpayment_cents', 'max')). */
const DOWNPAYMENT_MAX_PARAM = 'downpayment_cents[max]';
const BRANDS_LONGEST_FIRST = [...BRAND_SLUGS].sort((a, b) => b.length - a.length);

/** What an old URL asked for, before the series is looked up in the catalogue. */
export interface LegacyRequest {
  brand?: string;
  category?: string;
  /** Words that may name a series of the brand ('x1', 'model-3'), longest candidate first. */
  seriesCandidates: string[];
  /** Filters of the old URL (inventory type, Anzahlung, customer group) and its own query, in that order. */
  params: URLSearchParams;
}

/** Finds a series of a brand by its slug; the model page lives under the series' body type. */
export type SeriesLookup = (brand: string, seriesSlug: string) => Promise<string | null>;

/**
 * Reads an old-style URL (/BMW-Leasing, /Leasing/BMW/X1, /Tesla-Model-3-Leasing, /SUV-Leasing-guenstig,
 * /Lagerwagen, /Neuwagen/Audi, /privatleasing, /leasing-ohne-anzahlung …). Null when the path is not old-style.
 */
export function parseLegacyUrl(pathname: string, search: string): LegacyRequest | null {
  // Exact, case-sensitive: '/Leasing' is an old URL, '/leasing' today's page.
  if (CURRENT_FIRST_SEGMENTS.has(pathname.split('/')[1] ?? '')) return null;
  const path = toSlugPath(pathname);
  if (path === '' || !OLD_STYLE.test(path)) return null;
  const text = `-${path.replace(/\//g, '-')}-`;
  const params = new URLSearchParams();
  const brand = BRANDS_LONGEST_FIRST.find((slug) => text.includes(`-${slug}-`));
  if (text.includes('-lagerwagen-')) params.set('inventory_type', 'stock');
  else if (text.includes('-neuwagen-')) params.set('inventory_type', 'ordered');
  // 'ohne Anzahlung' is the listing's Anzahlung filter at its lowest step: no Anzahlung at all.
  if (text.includes('-ohne-anzahlung-')) params.set(DOWNPAYMENT_MAX_PARAM, '0');
  const words = text.split('-').filter(Boolean);
  const group = words.map((w) => GROUP_WORDS[w]).find(Boolean);
  const query = new URLSearchParams(search);
  if (group && !query.has('customer_type') && !query.has('customer_group')) params.set('customer_type', group);
  const category = words.map((w) => CATEGORY_SYNONYMS[w] ?? w).find((w) => CATEGORY_SLUGS.has(w))
    ?? (text.includes('-e-auto-') ? 'elektro' : undefined);
  for (const [key, value] of query) if (!params.has(key)) params.append(key, value);
  return { brand, category, params, seriesCandidates: brand ? seriesCandidates(text, brand) : [] };
}

/** 'x1-xdrive' → ['x1-xdrive', 'x1']: the words after the brand that are no filler, group or category word. */
function seriesCandidates(text: string, brand: string): string[] {
  const after = text.slice(text.indexOf(`-${brand}-`) + brand.length + 2);
  const words = after.split('-').filter((w) => w && !FILLER_WORDS.has(w) && !GROUP_WORDS[w] && !CATEGORY_SLUGS.has(CATEGORY_SYNONYMS[w] ?? w));
  return words.map((_, i) => words.slice(0, words.length - i).join('-'));
}

/**
 * Where an old URL lives now: the model page when brand and series are known
 * (/leasing/{category}/{brand}-{series}), the brand page /leasing/{brand}, a category page
 * /leasing/{category} (with the brand as filter), or /leasing. Filters and the old query follow.
 */
export async function legacyRedirectTarget(pathname: string, search: string, findSeries: SeriesLookup): Promise<string | null> {
  const request = parseLegacyUrl(pathname, search);
  if (!request) return null;
  const { brand, category, params } = request;
  if (brand) {
    for (const candidate of request.seriesCandidates) {
      const modelPath = await findSeries(brand, candidate);
      if (modelPath) return withQuery(modelPath, params);
    }
    if (!category) return withQuery(brandPagePath(brand), params);
    params.set('manufacturer_name', brand);
    // The brand filter leads, as the listing writes it.
    return withQuery(`/leasing/${category}`, new URLSearchParams([['manufacturer_name', brand], ...[...params].filter(([k]) => k !== 'manufacturer_name')]));
  }
  return withQuery(category ? `/leasing/${category}` : '/leasing', params);
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** '/BMW-Leasing/G%C3%BCnstig/' → 'bmw-leasing/guenstig': decoded, umlauts folded, lower case. */
function toSlugPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => toSlug(segment))
    .filter(Boolean)
    .join('/');
}
