import { toSlug } from '../format/slug';
import { BODY_TYPE_LABELS, BODY_TYPES, type BodyType } from './body-type';
import { BRAND_SLUGS } from './brands';
import { FUEL_TYPE_LABELS, FUEL_TYPES } from './vehicle';

/**
 * The one place public catalogue URLs are built (issue 18: one URL per thing). The header menu,
 * the cards, the server's canonical links, its 301s and the sitemap all call these, so a car or a
 * model has exactly one address.
 */

/** Fields an offer's URL is made of: the brand slug (manufacturer_name in API answers) and the model name. */
export interface OfferPathParts {
  id: string;
  /** Brand slug, e.g. 'mercedes-benz'. */
  manufacturer_name: string;
  /** Model name as the catalogue stores it, e.g. '3er Touring 320d 190 PS Steptronic M Sport'. */
  name: string;
}

/**
 * 'bmw-3er-touring-320d-190-ps-steptronic-m-sport-{id}': brand + model name, readable, and the id
 * at the end (the page reads only the id). A model name that already starts with the brand keeps it once.
 */
export function offerVariation(offer: OfferPathParts): string {
  const name = toSlug(offer.name);
  const brand = toSlug(offer.manufacturer_name);
  const words = brand === '' || name === brand || name.startsWith(`${brand}-`) ? name : `${brand}-${name}`;
  return words === '' ? offer.id : `${words}-${offer.id}`;
}

/** /leasing-angebote/{variation}: the car page. */
export function offerPagePath(offer: OfferPathParts): string {
  return `/leasing-angebote/${offerVariation(offer)}`;
}

/** /leasing/{brand}: the brand page (brand slugs never collide with category slugs). */
export function brandPagePath(brandSlug: string): string {
  return `/leasing/${brandSlug}`;
}

/** Slug of a body type's category page: 'SUV' → 'suv', 'Kompaktklasse' → 'kompaktklasse'. */
export function bodyTypeSlug(bodyType: BodyType): string {
  return toSlug(BODY_TYPE_LABELS[bodyType]);
}

/** /leasing/{category}/{brand}-{series}: the model page, under the series' body type. */
export function modelPagePath(series: { body_type: BodyType; manufacturer_name: string; car_series_slug: string }): string {
  return `/leasing/${bodyTypeSlug(series.body_type)}/${series.manufacturer_name}-${series.car_series_slug}`;
}

/** The {brand}-{series} part of a model page: 'mercedes-benz-a-klasse' → brand 'mercedes-benz', series 'a-klasse' (longest brand first). */
export function parseModelSlug(model: string): { brand: string; series: string } | undefined {
  const brand = [...BRAND_SLUGS].sort((a, b) => b.length - a.length).find((slug) => model.startsWith(`${slug}-`));
  if (!brand) return undefined;
  const series = model.slice(brand.length + 1);
  return /^[a-z0-9-]{1,80}$/.test(series) ? { brand, series } : undefined;
}

/** Slugs of the category pages /leasing/{category} (body types and fuel types). */
export const CATEGORY_PAGE_SLUGS: readonly string[] = [
  ...BODY_TYPES.map((b) => toSlug(BODY_TYPE_LABELS[b])),
  ...FUEL_TYPES.map((f) => toSlug(FUEL_TYPE_LABELS[f])),
];
