import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MAGAZINE_ARTICLES } from './magazine';

/**
 * Magazine articles (spec 2.1: /magazin/{mobilitaet,ratgeber,autovorstellungen,leasing}). Content
 * lives in a table rather than in the web bundle so it can be edited without a deploy; the
 * migration seeds the articles written for the launch (upsert, so re-running changes nothing).
 */
export class Magazine1763700000008 implements MigrationInterface {
  name = 'Magazine1763700000008';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE magazine_articles (
      category text NOT NULL CHECK (category IN ('mobilitaet','ratgeber','autovorstellungen','leasing')),
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
      title text NOT NULL,
      teaser text NOT NULL,
      sections jsonb NOT NULL,
      author text NOT NULL,
      published_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (category, slug)
    )`);
    await queryRunner.query('CREATE INDEX magazine_articles_published_idx ON magazine_articles (category, published_at DESC)');
    for (const a of MAGAZINE_ARTICLES) {
      await queryRunner.query(
        `INSERT INTO magazine_articles (category, slug, title, teaser, sections, author, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (category, slug) DO NOTHING`,
        [a.category, a.slug, a.title, a.teaser, JSON.stringify(a.sections), a.author, a.publishedAt],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS magazine_articles');
  }
}
