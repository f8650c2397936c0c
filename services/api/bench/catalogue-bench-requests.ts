import type { Pool } from 'pg';

/**
 * Request mixes for the catalogue benchmark, drawn from the bench data with a fixed seed: what
 * visitors of /leasing and the detail page ask for, spread over many distinct URLs so neither
 * PostgreSQL's plan cache nor any single hot row decides the figures.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

const BODY_TYPES = ['suv', 'small', 'compact', 'limousine', 'estate', 'van'];
const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'hybrid'];
const GEAR_TYPES = ['automatic', 'manual'];
const SORTS = ['rate', 'rate', 'rate', 'list_price', 'horsepower', 'leasing_factor'];

/**
 * Three filters per search (brand or body type, fuel or gear, and a budget), the group's rate
 * names (net for b2b, gross for b2c as spec 4.6 renames them), level one or two, pages 1–3, and
 * the equipment counts every search answers with.
 */
export async function searchPaths(pool: Pool, count: number, seed = 42): Promise<string[]> {
  const random = createRandom(seed);
  const brands = (
    await pool.query<{ slug: string }>(
      `SELECT m.slug FROM offer_prices cs JOIN manufacturers m ON m.id = cs.manufacturer_id GROUP BY m.slug ORDER BY count(*) DESC LIMIT 20`,
    )
  ).rows.map((r) => r.slug);
  const paths = new Set<string>();
  while (paths.size < count) {
    const group = random() < 0.5 ? 'b2b' : 'b2c';
    const prefix = group === 'b2c' ? 'gross_' : '';
    const q = [`customer_group=${group}`, `term[quote_customer_group]=${group}`, `term[car_spec_active_${group}]=true`];
    const levelOne = random() < 0.4;
    q.push(`aggregation=${levelOne ? 'level_one' : 'level_two'}`);
    if (random() < 0.5) q.push(`term[manufacturer_name]=${pick(random, brands.slice(0, random() < 0.7 ? 8 : 20))}`);
    else q.push(`term[body_type]=${pick(random, BODY_TYPES)}`);
    if (random() < 0.6) q.push(`term[fuel_type]=${pick(random, FUEL_TYPES)}`);
    else q.push(`term[gear_type]=${pick(random, GEAR_TYPES)}`);
    const budget = (20 + Math.floor(random() * 9) * 5) * 1000;
    q.push(`range[${prefix}finance_rate_cents][lte]=${budget}`);
    const sort = pick(random, SORTS);
    const sortKey = sort === 'rate' ? `${prefix}finance_rate_cents` : sort === 'list_price' ? `${prefix}list_price_cents` : sort;
    q.push(`sort=${sortKey}`, `sort_direction=${sort === 'horsepower' ? 'desc' : 'asc'}`);
    q.push(`page=${random() < 0.7 ? 1 : 2 + Math.floor(random() * 2)}`);
    paths.add(`/api/v1/catalog/search_offers?${q.join('&')}`);
  }
  return [...paths];
}

/** Detail pages of random visible offers in their own group, some with recently seen cars. */
export async function productPaths(pool: Pool, count: number, seed = 7): Promise<string[]> {
  const random = createRandom(seed);
  const { rows } = await pool.query<{ id: string; customer_groups: string }>(
    `SELECT id, customer_groups FROM offer_prices ORDER BY md5(id::text || $1) LIMIT $2`,
    [String(seed), count * 2],
  );
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows[i];
    const group = row.customer_groups === 'both' ? (random() < 0.5 ? 'b2b' : 'b2c') : row.customer_groups;
    const seen = random() < 0.5 ? [] : Array.from({ length: 1 + Math.floor(random() * 4) }, () => rows[count + Math.floor(random() * count)].id);
    paths.push(`/api/v1/products/${row.id}?customer_group=${group}${seen.map((id) => `&last_seen_car_ids[]=${id}`).join('')}`);
  }
  return paths;
}
