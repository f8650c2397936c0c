import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageContent } from '../api/page-content';
import { applyHeadTags, headTagsOf } from './document-head';

/**
 * Every page's title, meta description and canonical link from the content endpoint (spec 7.3).
 * Until it answers, and for pages it does not know (404), the route's own title stands and
 * description and canonical are removed. Page 2 and later of a list get their own (headTagsOf).
 */
export function usePageSeo(fallbackTitle: string, listPage = 1): void {
  const { pathname } = useLocation();
  const content = usePageContent(pathname).data;
  useEffect(() => {
    applyHeadTags(headTagsOf(content, fallbackTitle, listPage));
  }, [content, fallbackTitle, listPage]);
}
