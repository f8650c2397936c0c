/** A magazine article as the 1763700000008 migration stores it (spec 2.1: /magazin/{category}). */
export interface MagazineArticleSeed {
  category: 'mobilitaet' | 'ratgeber' | 'autovorstellungen' | 'leasing';
  slug: string;
  title: string;
  teaser: string;
  /** Sections in order; a heading is optional. Plain text, the web app renders the paragraphs. */
  sections: { heading?: string; paragraphs: string[] }[];
  author: string;
  publishedAt: string;
}
