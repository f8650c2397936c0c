import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  BRAND_SLUGS,
  bodyTypeSlug,
  brandPagePath,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  modelPagePath,
  offerPagePath,
  parseModelSlug,
  toSlug,
  trailingUuid,
  type BodyType,
  type CustomerGroup,
  type FuelType,
  type OfferPathParts,
} from '@autoleasing/contracts';
import { withCustomerType } from '../../../lib/customer-type';

/**
 * Catalogue URLs. Group pages use the category's seo_path (/leasing/suv, /leasing/elektro …,
 * the same slugs the categories endpoint answers); model pages are /leasing/{group}/{brand}-{series}.
 */
export type CategoryFilter = { key: 'body_type'; value: BodyType; label: string } | { key: 'fuel_type'; value: FuelType; label: string };

const CATEGORIES = new Map<string, CategoryFilter>([
  ...BODY_TYPES.map((b) => [toSlug(BODY_TYPE_LABELS[b]), { key: 'body_type', value: b, label: BODY_TYPE_LABELS[b] }] as const),
  ...FUEL_TYPES.map((f) => [toSlug(FUEL_TYPE_LABELS[f]), { key: 'fuel_type', value: f, label: FUEL_TYPE_LABELS[f] }] as const),
]);

export function categoryOfSlug(slug: string): CategoryFilter | undefined {
  return CATEGORIES.get(slug);
}

export { bodyTypeSlug };

export { parseModelSlug };

export function modelPath(offer: { body_type: BodyType; manufacturer_name: string; car_series_slug: string }, group: CustomerGroup | null): string {
  return withCustomerType(modelPagePath(offer), group);
}

/** The car page with its one canonical slug (contracts offerPagePath), plus the group and an optional term query. */
export function offerPath(offer: OfferPathParts, group: CustomerGroup | null, query = ''): string {
  return withCustomerType(`${offerPagePath(offer)}${query}`, group);
}

/** /leasing/{brand}: the brand's listing. */
export function brandPath(brandSlug: string, group: CustomerGroup | null): string {
  return withCustomerType(brandPagePath(brandSlug), group);
}

/** A brand slug of the catalogue, or undefined (the brand page's 404). */
export function brandOfSlug(slug: string): string | undefined {
  return BRAND_SLUGS.includes(slug) ? slug : undefined;
}

export function variationId(variation: string): string | undefined {
  return trailingUuid(variation);
}
