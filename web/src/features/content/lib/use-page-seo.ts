import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageContent } from '../api/page-content';
import { applyHeadTags, headTagsOf } from './document-head';

/**
 * Every page's title, meta description and canonical link from the content endpoint (spec 7.3).
 * Until it answers, and for pages it does not know (404), the route's own title stands and
 * description and canonical are removed. Page 2 and later of a list get their own (headTagsOf).
 * `withContent` false (a page the endpoint has nothing for): no request, the same as its 404.
 */
export function usePageSeo(fallbackTitle: string, listPage = 1, withContent = true): void {
  const { pathname } = useLocation();
  const content = usePageContent(pathname, withContent).data;
  useEffect(() => {
    applyHeadTags(headTagsOf(content, fallbackTitle, listPage));
  }, [content, fallbackTitle, listPage]);
}
