/** Page content for SEO (spec 7.3: GET /api/v1/seo/{x}, GET /fe-api/v1/content/{x}). */
export type PageType =
  | 'home'
  | 'leasing'
  | 'brand'
  | 'category'
  | 'model'
  | 'model_engines'
  | 'model_stock'
  | 'offer'
  | 'special_offers'
  | 'hot_offers'
  | 'magazine_category'
  | 'magazine_article'
  | 'wall'
  | 'legal'
  | 'error';

export interface PageContentResponse {
  /** The page path the content belongs to, e.g. '/leasing/suv'. */
  path: string;
  page_type: PageType;
  meta_title: string;
  meta_description: string;
  /** Absolute canonical URL (filters, sort and page are not part of it). */
  canonical_url: string;
  /** 'index,follow' for catalogue and magazine pages; 'noindex,follow' for wall and error pages. */
  robots: 'index,follow' | 'noindex,follow';
  headline: string;
  /** A short German introduction for the top of the page. */
  intro: string;
}

export interface GroupLink {
  label: string;
  url: string;
}

export interface GroupLinksResponse {
  path: string;
  groups: { title: string; links: GroupLink[] }[];
}

export type MagazineCategorySlug = 'mobilitaet' | 'ratgeber' | 'autovorstellungen' | 'leasing';

export interface MagazineArticleSummary {
  category: MagazineCategorySlug;
  slug: string;
  title: string;
  teaser: string;
  author: string;
  published_at: string;
  reading_minutes: number;
  url: string;
}

export interface MagazineCategoryResponse {
  category: { slug: MagazineCategorySlug; name: string; description: string; url: string };
  articles: MagazineArticleSummary[];
}

export interface MagazineArticleResponse extends MagazineArticleSummary {
  sections: { heading?: string; paragraphs: string[] }[];
}

/** POST /newsletter/register and GET /newsletter/confirm (spec 7.3). */
export interface NewsletterResponse {
  status: 'pending' | 'confirmed';
  message: string;
}

/**
 * GET /fe-api/v1/legal/operator: the company named on /impressum and /datenschutz, from the
 * api's OPERATOR_* configuration. A field that is not configured is null (an empty list for the
 * managing directors), and the pages leave it out.
 */
export interface LegalOperatorResponse {
  name: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  managing_directors: string[];
  register: string | null;
  vat_id: string | null;
  phone: string | null;
  email: string | null;
  privacy_email: string | null;
  broker_authority: string | null;
}
