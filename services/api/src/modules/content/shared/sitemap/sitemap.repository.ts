import { brandPagePath, CATEGORY_PAGE_SLUGS, modelPagePath, offerPagePath, type BodyType } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { MAGAZINE_CATEGORY_LINKS, MAGAZINE_PATH } from '@autoleasing/contracts';

/** The sitemaps of the index (issue 18): one kind per family of public pages. */
export const SITEMAP_KINDS = ['pages', 'brands', 'series', 'offers', 'magazine'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One URL of a sitemap: a path on our origin and when its data last changed (null: unknown). */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** How many URLs a kind has and when the newest of them changed. */
export interface SitemapKindStats {
  count: number;
  lastmod: Date | null;
}

/** Offers, series and brands are listed when they have a priced offer (the pages that show cars). */
const STATS_SQL: Record<Exclude<SitemapKind, 'pages'>, string> = {
  offers: 'SELECT count(*)::int AS n, max(updated_at) AS lastmod FROM offer_prices',
  series: `SELECT count(DISTINCT car_series_id)::int AS n, max(updated_at) AS lastmod FROM offer_prices`,
  brands: `SELECT count(DISTINCT manufacturer_id)::int AS n, max(updated_at) AS lastmod FROM offer_prices`,
  magazine: 'SELECT count(*)::int AS n, max(greatest(updated_at, published_at)) AS lastmod FROM magazine_articles WHERE published_at <= now()',
};

/** Pages whose text does not follow the catalogue: no lastmod from its data. */
const STATIC_TEXT_PAGES = new Set(['/hilfe', '/impressum', '/datenschutz']);

/** Fixed public pages: home, listings, categories, flagged lists, the magazine and its categories, help, legal pages. */
function fixedPages(): string[] {
  return [
    '/', '/leasing', '/leasing?inventory_type=stock', ...CATEGORY_PAGE_SLUGS.map((slug) => `/leasing/${slug}`), '/leasing-sonderangebote', '/hot-deals',
    MAGAZINE_PATH, ...MAGAZINE_CATEGORY_LINKS.map((c) => c.path), '/hilfe', '/impressum', '/datenschutz',
  ];
}

/**
 * Read-only look-ups for robots/sitemaps: the URLs come from the same contracts builders the
 * pages and links use, the lastmod from the rows (offer_prices.updated_at follows the events).
 */
@Injectable()
export class SitemapRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async stats(kind: SitemapKind): Promise<SitemapKindStats> {
    if (kind === 'pages') {
      const { rows } = await this.pool.query<{ lastmod: Date | null }>('SELECT max(updated_at) AS lastmod FROM offer_prices');
      return { count: fixedPages().length, lastmod: rows[0]?.lastmod ?? null };
    }
    const { rows } = await this.pool.query<{ n: number; lastmod: Date | null }>(STATS_SQL[kind]);
    return { count: rows[0]?.n ?? 0, lastmod: rows[0]?.lastmod ?? null };
  }

  /** One page of a kind's URLs, in a stable order so pages never overlap. */
  async entries(kind: SitemapKind, offset: number, limit: number): Promise<SitemapEntry[]> {
    switch (kind) {
      case 'pages':
        return this.pages(offset, limit);
      case 'offers':
        return this.offers(offset, limit);
      case 'series':
        return this.series(offset, limit);
      case 'brands':
        return this.brands(offset, limit);
      case 'magazine':
        return this.magazine(offset, limit);
      default: {
        const exhaustive: never = kind;
        throw new Error(`Unknown sitemap ${String(exhaustive)}`);
      }
    }
  }

  private async pages(offset: number, limit: number): Promise<SitemapEntry[]> {
    const { lastmod } = await this.stats('pages');
    return fixedPages()
      .slice(offset, offset + limit)
      .map((path) => ({ path, lastmod: path.startsWith(MAGAZINE_PATH) || STATIC_TEXT_PAGES.has(path) ? null : lastmod }));
  }

  private async offers(offset: number, limit: number): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ id: string; brand: string; name: string; updated_at: Date }>(
      `SELECT cs.id, m.slug AS brand, cm.name, cs.updated_at FROM offer_prices cs
         JOIN car_models cm ON cm.id = cs.car_model_id JOIN manufacturers m ON m.id = cs.manufacturer_id
        ORDER BY cs.id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((r) => ({ path: offerPagePath({ id: r.id, manufacturer_name: r.brand, name: r.name }), lastmod: r.updated_at }));
  }

  private async series(offset: number, limit: number): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ brand: string; slug: string; body_type: BodyType; lastmod: Date }>(
      `SELECT m.slug AS brand, s.seo_slug AS slug, s.body_type, o.lastmod
         FROM (SELECT car_series_id, max(updated_at) AS lastmod FROM offer_prices GROUP BY car_series_id) o
         JOIN car_series s ON s.id = o.car_series_id JOIN manufacturers m ON m.id = s.manufacturer_id
        ORDER BY m.slug, s.seo_slug OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((r) => ({ path: modelPagePath({ body_type: r.body_type, manufacturer_name: r.brand, car_series_slug: r.slug }), lastmod: r.lastmod }));
  }

  private async brands(offset: number, limit: number): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ slug: string; lastmod: Date }>(
      `SELECT m.slug, o.lastmod FROM (SELECT manufacturer_id, max(updated_at) AS lastmod FROM offer_prices GROUP BY manufacturer_id) o
         JOIN manufacturers m ON m.id = o.manufacturer_id ORDER BY m.slug OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((r) => ({ path: brandPagePath(r.slug), lastmod: r.lastmod }));
  }

  private async magazine(offset: number, limit: number): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ category: string; slug: string; lastmod: Date }>(
      `SELECT category, slug, greatest(updated_at, published_at) AS lastmod FROM magazine_articles
        WHERE published_at <= now() ORDER BY category, slug OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((r) => ({ path: `/magazin/${r.category}/${r.slug}`, lastmod: r.lastmod }));
  }
}
