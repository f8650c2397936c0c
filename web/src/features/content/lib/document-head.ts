import type { PageContentResponse } from '@autoleasing/contracts';

/** What a page puts into <head>: the title always, the rest only with content from the API. */
export interface HeadTags {
  title: string;
  description?: string;
  canonicalUrl?: string;
  robots?: string;
}

/**
 * The tags of list page `listPage` (1 for pages that are no list): from page 2 on, a list page is
 * a page of its own for search engines, so it names itself as canonical (Google: never point page
 * 2 at page 1, whose offers differ) and says its number in the title.
 */
export function headTagsOf(content: PageContentResponse | null | undefined, fallbackTitle: string, listPage = 1): HeadTags {
  if (!content) return { title: fallbackTitle };
  return {
    title: listPageTitle(content.meta_title, listPage),
    description: content.meta_description,
    canonicalUrl: listPageUrl(content.canonical_url, listPage),
    robots: content.robots,
  };
}

/** "BMW Leasing: 22 Angebote | autoleasing" → "BMW Leasing: 22 Angebote – Seite 2 | autoleasing". */
function listPageTitle(title: string, listPage: number): string {
  if (listPage <= 1) return title;
  const site = title.lastIndexOf(' | ');
  const label = ` – Seite ${listPage}`;
  return site < 0 ? `${title}${label}` : `${title.slice(0, site)}${label}${title.slice(site)}`;
}

function listPageUrl(url: string, listPage: number): string {
  if (listPage <= 1) return url;
  const paged = new URL(url);
  paged.searchParams.set('page', String(listPage));
  return paged.toString();
}

function setMeta(name: string, value: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (value === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = value;
}

function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Writes the tags; absent ones are removed, so no page keeps the previous page's canonical. */
export function applyHeadTags(tags: HeadTags): void {
  document.title = tags.title;
  setMeta('description', tags.description);
  setMeta('robots', tags.robots);
  setCanonical(tags.canonicalUrl);
}
