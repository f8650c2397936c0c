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
  | 'magazine'
  | 'magazine_category'
  | 'magazine_article'
  | 'wall'
  | 'legal'
  | 'help'
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

/**
 * The four magazine categories of spec 1 and 2.1, in the spec's order (the order of every menu,
 * tab bar and footer that lists them), by the name their links show.
 */
const MAGAZINE_CATEGORY_NAMES: Readonly<Record<MagazineCategorySlug, string>> = {
  mobilitaet: 'Mobilität',
  ratgeber: 'Ratgeber',
  autovorstellungen: 'Autovorstellungen',
  leasing: 'Leasing',
};

/**
 * Each category with the text its page shows, which the api serves (category pages, navigation
 * bar, sitemap). The web links the categories by MAGAZINE_CATEGORY_LINKS, whose names alone stay
 * in the public pages' first-load JS (issue 18): this table is a literal the bundler drops there.
 */
export const MAGAZINE_CATEGORIES: Readonly<Record<MagazineCategorySlug, { name: string; description: string }>> = {
  mobilitaet: {
    name: MAGAZINE_CATEGORY_NAMES.mobilitaet,
    description: 'Elektroauto, Plug-in-Hybrid, Auto-Abo: Wie wir morgen unterwegs sind und was das für Ihr nächstes Leasingfahrzeug bedeutet.',
  },
  ratgeber: {
    name: MAGAZINE_CATEGORY_NAMES.ratgeber,
    description: 'Praktische Tipps rund um Ihr Leasingauto: Vertrag, Versicherung, Rückgabe und alles, was Sie vor der Unterschrift wissen sollten.',
  },
  autovorstellungen: {
    name: MAGAZINE_CATEGORY_NAMES.autovorstellungen,
    description: 'Fahrzeugklassen und Modelle im Überblick: Kleinwagen, Kombi, SUV und Elektroautos, die Sie bei uns leasen können.',
  },
  leasing: {
    name: MAGAZINE_CATEGORY_NAMES.leasing,
    description: 'Leasing verständlich erklärt: Kilometer- und Restwertleasing, Leasingfaktor, Überführungskosten und Gewerbeleasing.',
  },
};

export function isMagazineCategory(slug: string): slug is MagazineCategorySlug {
  return Object.hasOwn(MAGAZINE_CATEGORY_NAMES, slug);
}

/** A category's overview page (spec 2.1): '/magazin/ratgeber'. */
export function magazineCategoryPath(slug: MagazineCategorySlug): string {
  return `/magazin/${slug}`;
}

/** A category as the api answers it (its page, and each section of the front page). */
export function magazineCategory(slug: MagazineCategorySlug): MagazineCategoryResponse['category'] {
  return { slug, ...MAGAZINE_CATEGORIES[slug], url: magazineCategoryPath(slug) };
}

export interface MagazineCategoryLink {
  slug: MagazineCategorySlug;
  name: string;
  path: string;
}

/** The categories as links, in menu order (navigation bar, magazine tabs, footer). */
export const MAGAZINE_CATEGORY_LINKS: readonly MagazineCategoryLink[] = (Object.keys(MAGAZINE_CATEGORY_NAMES) as MagazineCategorySlug[]).map((slug) => ({
  slug,
  name: MAGAZINE_CATEGORY_NAMES[slug],
  path: magazineCategoryPath(slug),
}));

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

/** The magazine's front page: '/magazin', above the four category pages. */
export const MAGAZINE_PATH = '/magazin';

/** How many of a category's newest articles the magazine's front page shows. */
export const MAGAZINE_OVERVIEW_ARTICLES = 3;

/** GET /fe-api/v1/magazine: every category (in menu order) with its newest articles. */
export interface MagazineOverviewResponse {
  categories: MagazineCategoryResponse[];
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
