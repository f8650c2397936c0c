/** A car brand (manufacturer) as the catalogue knows it; the slug appears in URLs. */
export interface BrandInfo {
  readonly slug: string;
  readonly name: string;
}

/** The brands sold on the marketplace (spec 3.14: about 45), in alphabetical slug order. */
export const BRANDS: readonly BrandInfo[] = [
  { slug: 'abarth', name: 'Abarth' },
  { slug: 'alfa-romeo', name: 'Alfa Romeo' },
  { slug: 'alpine', name: 'Alpine' },
  { slug: 'audi', name: 'Audi' },
  { slug: 'bmw', name: 'BMW' },
  { slug: 'byd', name: 'BYD' },
  { slug: 'citroen', name: 'Citroën' },
  { slug: 'cupra', name: 'Cupra' },
  { slug: 'dacia', name: 'Dacia' },
  { slug: 'ds', name: 'DS Automobiles' },
  { slug: 'fiat', name: 'Fiat' },
  { slug: 'ford', name: 'Ford' },
  { slug: 'genesis', name: 'Genesis' },
  { slug: 'honda', name: 'Honda' },
  { slug: 'hyundai', name: 'Hyundai' },
  { slug: 'jaguar', name: 'Jaguar' },
  { slug: 'jeep', name: 'Jeep' },
  { slug: 'kgm', name: 'KGM' },
  { slug: 'kia', name: 'Kia' },
  { slug: 'land-rover', name: 'Land Rover' },
  { slug: 'leapmotor', name: 'Leapmotor' },
  { slug: 'lexus', name: 'Lexus' },
  { slug: 'lynk-co', name: 'Lynk & Co' },
  { slug: 'maserati', name: 'Maserati' },
  { slug: 'mazda', name: 'Mazda' },
  { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
  { slug: 'mg', name: 'MG' },
  { slug: 'mini', name: 'Mini' },
  { slug: 'mitsubishi', name: 'Mitsubishi' },
  { slug: 'nissan', name: 'Nissan' },
  { slug: 'opel', name: 'Opel' },
  { slug: 'peugeot', name: 'Peugeot' },
  { slug: 'polestar', name: 'Polestar' },
  { slug: 'porsche', name: 'Porsche' },
  { slug: 'renault', name: 'Renault' },
  { slug: 'seat', name: 'Seat' },
  { slug: 'skoda', name: 'Škoda' },
  { slug: 'smart', name: 'smart' },
  { slug: 'subaru', name: 'Subaru' },
  { slug: 'suzuki', name: 'Suzuki' },
  { slug: 'tesla', name: 'Tesla' },
  { slug: 'toyota', name: 'Toyota' },
  { slug: 'volvo', name: 'Volvo' },
  { slug: 'vw', name: 'Volkswagen' },
  { slug: 'xpeng', name: 'XPENG' },
];

export const BRAND_SLUGS: readonly string[] = BRANDS.map((b) => b.slug);

const BRAND_BY_SLUG = new Map(BRANDS.map((b) => [b.slug, b]));
export function findBrand(slug: string): BrandInfo | undefined {
  return BRAND_BY_SLUG.get(slug);
}

/** Brands whose slug is written in capitals in page titles (spec 9). */
export const TITLE_UPPERCASE_BRANDS: readonly string[] = ['bmw', 'vw', 'cupra', 'kia', 'mini', 'seat'];

/** Brands with the conquest discount flag (spec 4.9). */
export const CONQUEST_BRANDS: readonly string[] = ['bmw', 'mini', 'audi'];
/** Brands with the disability discount flag for b2c (spec 4.9). */
export const DISABILITY_DISCOUNT_BRANDS: readonly string[] = ['mercedes-benz', 'bmw', 'mini', 'audi'];

/** Brand-specific collected discount columns in the dealer table (spec 3.11). */
export const COLLECTED_DISCOUNT_LABELS: Readonly<Record<string, readonly string[]>> = {
  vw: ['Mindestnachlass'],
  skoda: ['Händlerbeteiligung ohne W+V'],
  'mercedes-benz': ['Mengennachlass', 'Banksubvention'],
  smart: ['Mengennachlass', 'Banksubvention'],
  toyota: ['TDG-Subvention'],
};
