import { UUID_PATTERN } from '@autoleasing/contracts';
import { manufacturerNotFound } from './catalogue-errors';
import { invalidParameter } from '../../../common/http/query-parameters';
import { SLUG_PATTERN } from '@autoleasing/contracts';
import type { ManufacturerRef, ReferenceDataService } from './reference-data.service';

/** A path id must be a uuid; anything else (quotes, SQL, 10 kB of text) is refused before any query. */
export function assertUuid(value: string, name = 'id'): string {
  if (!UUID_PATTERN.test(value)) throw invalidParameter(name, `„${name}“ ist keine gültige Kennung.`);
  return value.toLowerCase();
}

export function assertSlug(value: string, name = 'slug'): string {
  if (!SLUG_PATTERN.test(value)) throw invalidParameter(name, `„${name}“ ist keine gültige Kurzbezeichnung.`);
  return value;
}

/** Brands are addressed by uuid or by slug ('vw'). */
export async function resolveManufacturer(referenceData: ReferenceDataService, idOrSlug: string): Promise<ManufacturerRef> {
  const uuid = UUID_PATTERN.test(idOrSlug);
  if (!uuid) assertSlug(idOrSlug, 'id');
  const refs = uuid ? await referenceData.get() : await referenceData.withSlugs([idOrSlug], []);
  const manufacturer = uuid ? refs.manufacturers.get(idOrSlug.toLowerCase()) : refs.manufacturerBySlug.get(idOrSlug);
  if (!manufacturer) throw manufacturerNotFound();
  return manufacturer;
}
