import type { MagazineArticleResponse, MagazineArticleSummary, MagazineCategorySlug } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../core/tokens';

interface ArticleRow {
  category: MagazineCategorySlug;
  slug: string;
  title: string;
  teaser: string;
  author: string;
  published_at: Date;
  sections: MagazineArticleResponse['sections'];
}

/** About 200 words a minute; the sections are read from the row, so the estimate matches the text. */
function readingMinutes(sections: MagazineArticleResponse['sections']): number {
  const words = sections.flatMap((s) => s.paragraphs).join(' ').split(/\s+/).length;
  return Math.max(1, Math.round(words / 200));
}

function summary(row: ArticleRow): MagazineArticleSummary {
  return {
    category: row.category,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    author: row.author,
    published_at: row.published_at.toISOString(),
    reading_minutes: readingMinutes(row.sections),
    url: `/magazin/${row.category}/${row.slug}`,
  };
}

@Injectable()
export class MagazineRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Newest first; published_at in the future means scheduled, not yet visible. */
  async list(category: MagazineCategorySlug): Promise<MagazineArticleSummary[]> {
    const { rows } = await this.pool.query<ArticleRow>(
      `SELECT category, slug, title, teaser, author, published_at, sections FROM magazine_articles
        WHERE category = $1 AND published_at <= now() ORDER BY published_at DESC, slug`,
      [category],
    );
    return rows.map(summary);
  }

  /** Each category's `perCategory` newest articles, newest first (the magazine's front page). */
  async newest(perCategory: number): Promise<MagazineArticleSummary[]> {
    const { rows } = await this.pool.query<ArticleRow>(
      `SELECT category, slug, title, teaser, author, published_at, sections FROM (
         SELECT *, row_number() OVER (PARTITION BY category ORDER BY published_at DESC, slug) AS place
           FROM magazine_articles WHERE published_at <= now()
       ) ranked WHERE place <= $1 ORDER BY published_at DESC, slug`,
      [perCategory],
    );
    return rows.map(summary);
  }

  async find(category: MagazineCategorySlug, slug: string): Promise<MagazineArticleResponse | null> {
    const { rows } = await this.pool.query<ArticleRow>(
      `SELECT category, slug, title, teaser, author, published_at, sections FROM magazine_articles
        WHERE category = $1 AND slug = $2 AND published_at <= now()`,
      [category, slug],
    );
    return rows[0] ? { ...summary(rows[0]), sections: rows[0].sections } : null;
  }
}
