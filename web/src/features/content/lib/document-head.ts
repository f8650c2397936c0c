import type { PageContentResponse } from '@autoleasing/contracts';

/** What a page puts into <head>: the title always, the rest only with content from the API. */
export interface HeadTags {
  title: string;
  description?: string;
  canonicalUrl?: string;
  robots?: string;
}

export function headTagsOf(content: PageContentResponse | null | undefined, fallbackTitle: string): HeadTags {
  if (!content) return { title: fallbackTitle };
  return { title: content.meta_title, description: content.meta_description, canonicalUrl: content.canonical_url, robots: content.robots };
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
