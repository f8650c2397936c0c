import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the catalogue search (search_offers with facet counts). A search counts every
 * matching offer per equipment category, so it touches thousands of rows per request; reading
 * them from narrow covering indexes (index-only scans) instead of the wide car_specs heap keeps it
 * in single-digit milliseconds on 100,000 offers (services/api/bench/catalogue.bench.ts).
 *
 * equipment_mask holds the offer's equipment categories as bits (order of EQUIPMENT_CATEGORIES in
 * @autoleasing/contracts), so the per-category counts are cheap bit tests on index data instead
 * of array searches on the heap. It is generated, so writers never have to maintain it.
 */
export class CatalogueSearch1763700000006 implements MigrationInterface {
  name = 'CatalogueSearch1763700000006';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const group of GROUPS) {
      for (const [name] of INDEX_KEYS) await queryRunner.query(`DROP INDEX IF EXISTS car_specs_search_${group.name}_${name}_idx`);
    }
    await queryRunner.query('DROP INDEX IF EXISTS lease_terms_rate_cover_idx');
    await queryRunner.query('ALTER TABLE car_specs DROP COLUMN IF EXISTS equipment_mask');
    // Restore the indexes of migration 003 this one replaced.
    for (const group of GROUPS) {
      for (const [name, keys] of INDEX_KEYS.filter(([n]) => n !== 'series')) {
        const old = name === 'body_fuel' ? 'body_fuel_rate' : name === 'brand' ? 'brand_rate' : 'rate';
        await queryRunner.query(`CREATE INDEX IF NOT EXISTS car_specs_${group.name}_${old}_idx ON car_specs (${keys(group.rate)}) WHERE ${group.predicate}`);
      }
    }
  }
}

/** Must stay in the order of EQUIPMENT_CATEGORIES (bit 0 = first category). */
const CATEGORY_BITS = ['entertainment_and_navigation', 'interior', 'wheel_and_tires', 'headlights', 'safety', 'sport', 'extras'];

const MASK = CATEGORY_BITS.map((c, bit) => `(CASE WHEN '${c}' = ANY (equipment_categories) THEN ${1 << bit} ELSE 0 END)`).join(' | ');

/** Partial per customer group, exactly as the search's WHERE clause spells it. */
const GROUPS = [
  { name: 'b2b', predicate: `active AND customer_groups <> 'b2c'`, rate: 'cheapest_finance_rate_cents' },
  { name: 'b2c', predicate: `active AND customer_groups <> 'b2b'`, rate: 'cheapest_gross_finance_rate_cents' },
];

/**
 * Leading keys: brand pages, model pages and the detail page's similar cars (series, nearest rate
 * found by two ordered probes), body/fuel categories, and everything else by rate.
 */
const INDEX_KEYS: ReadonlyArray<readonly [string, (rate: string) => string]> = [
  ['brand', (rate) => `manufacturer_id, ${rate}`],
  ['series', (rate) => `car_series_id, ${rate}`],
  ['body_fuel', (rate) => `body_type, fuel_type, ${rate}`],
  ['rate', (rate) => rate],
];

/**
 * What a typical search filters and counts on, so those counts never visit the heap. Kept narrow
 * on purpose (about 140 bytes a tuple): rarer filters (colour, delivery time and option) still work
 * but fetch their rows from the heap. Level one needs `id` (cheapest offer per series); a
 * level-two page picks its 18 ids from the index alone, whatever the sort key, and reads only those rows.
 */
const COVERED = [
  'id', 'manufacturer_id', 'car_series_id', 'body_type', 'fuel_type', 'gear_type', 'horsepower', 'inventory_type', 'hot_offer', 'leasing_factor',
  'equipment_mask', 'list_price_cents', 'gross_list_price_cents', 'cheapest_finance_rate_cents', 'cheapest_gross_finance_rate_cents',
];

/** Superseded by the covering indexes below (same keys and predicates); fewer indexes, faster planning and writes. */
const SUPERSEDED = [
  'car_specs_b2b_brand_rate_idx', 'car_specs_b2c_brand_rate_idx', 'car_specs_b2b_body_fuel_rate_idx',
  'car_specs_b2c_body_fuel_rate_idx', 'car_specs_b2b_rate_idx', 'car_specs_b2c_rate_idx',
];

const UP = [
  ...SUPERSEDED.map((name) => `DROP INDEX IF EXISTS ${name}`),
  `ALTER TABLE car_specs ADD COLUMN equipment_mask smallint GENERATED ALWAYS AS (${MASK}) STORED`,
  ...GROUPS.flatMap((group) =>
    INDEX_KEYS.map(([name, keys]) => {
      const keyList = keys(group.rate);
      const include = COVERED.filter((c) => !keyList.split(', ').includes(c)).join(', ');
      return `CREATE INDEX car_specs_search_${group.name}_${name}_idx ON car_specs (${keyList}) INCLUDE (${include}) WHERE ${group.predicate}`;
    }),
  ),
  // Term-specific rates (months/km filters) without visiting the lease_terms heap.
  `CREATE INDEX lease_terms_rate_cover_idx ON lease_terms (car_spec_id, months, km_per_year) INCLUDE (finance_rate_cents, gross_finance_rate_cents)`,
];
