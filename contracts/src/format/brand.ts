/** Brands written in capitals in titles (spec 9); all others keep their normal spelling. */
export const UPPERCASE_BRANDS = ['bmw', 'vw', 'cupra', 'kia', 'mini', 'seat'] as const;

const UPPERCASE_BRAND_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(${UPPERCASE_BRANDS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** 'Bmw 3er Touring' → 'BMW 3er Touring', 'Vw ID.3' → 'VW ID.3' */
export function formatBrandTitle(title: string): string {
  return title.replace(UPPERCASE_BRAND_PATTERN, (brand) => brand.toUpperCase());
}

/** A brand key as a display name: 'bmw' → 'BMW', 'mercedes-benz' → 'Mercedes-Benz'. */
export function formatBrandName(brand: string): string {
  const key = brand.toLowerCase();
  if ((UPPERCASE_BRANDS as readonly string[]).includes(key)) {
    return key.toUpperCase();
  }
  return key.replace(/(^|[\s-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}
