import { BRANDS } from '@autoleasing/contracts';
import { DEALER_CITIES, DEALER_FAMILY_NAMES, DEALER_NAME_PATTERNS, LENDERS, STREETS, type LenderData } from './data';
import { createPrng } from './prng';
import { stableUuid } from './stable-id';

export interface BankRow extends LenderData { id: string }

export interface DealerRow {
  id: string;
  slug: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  brandSlugs: string[];
}

/** Number of dealers: enough that every brand has at least one and big brands have several. */
export const DEALER_COUNT = 60;

export function buildBanks(): BankRow[] {
  return LENDERS.map((l) => ({ ...l, id: stableUuid('bank', l.slug) }));
}

/**
 * Dealers in German cities. Dealer i represents brand i (by descending market weight, wrapping
 * around), so the first dealer is a Volkswagen house and every brand is sold somewhere.
 */
export function buildDealers(brandWeights: Map<string, number>): DealerRow[] {
  const byWeight = [...BRANDS].map((b) => b.slug).sort((a, b) => (brandWeights.get(b) ?? 0) - (brandWeights.get(a) ?? 0) || a.localeCompare(b));
  const dealers: DealerRow[] = [];
  for (let i = 0; i < DEALER_COUNT; i++) {
    const rng = createPrng(`dealer:${i}`);
    const primary = byWeight[i % byWeight.length];
    const others = rng.sample(byWeight.filter((b) => b !== primary), rng.int(0, 2));
    const family = DEALER_FAMILY_NAMES[i % DEALER_FAMILY_NAMES.length];
    const [city, postalCode, state] = DEALER_CITIES[(i * 7) % DEALER_CITIES.length];
    const name = rng.pick(DEALER_NAME_PATTERNS).replace('{name}', family);
    const slug = `${asciiSlug(family)}-${asciiSlug(city)}-${i + 1}`;
    dealers.push({
      id: stableUuid('dealer', i),
      slug,
      name,
      street: `${rng.pick(STREETS)} ${rng.int(1, 180)}`,
      postalCode,
      city,
      state,
      // 0xx-area numbers built from the postal code keep them plausible without being real lines.
      phone: `+49 ${postalCode.slice(0, 3).replace(/^0/, '')} ${rng.int(100000, 999999)}`,
      email: `verkauf@${slug}.autoleasing.example`,
      brandSlugs: [primary, ...others],
    });
  }
  return dealers;
}

/** Umlauts become ae/oe/ue as the spec's slugs do (spec 9). */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
