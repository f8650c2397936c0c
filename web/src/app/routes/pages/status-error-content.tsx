import { lazy, Suspense, type ComponentType } from 'react';
import type { RaisedErrorPage } from '../../../lib/error-page-signal';
import type { BadRequestContent as BadRequest } from './bad-request-content';
import type { NewsletterErrorContent as NewsletterError } from './newsletter-error-content';
import { NotFoundContent } from './not-found-page';
import { TechnicalErrorContent } from './technical-error-content';

// The 400 pages (with the group switch) and the newsletter failure are rare: their code loads when
// shown, outside every page's first-load JS (issue 18). The 404 and the technical error (with the
// offline notice, which must work without the network) stay at hand.
let BadRequestContent: ComponentType<Parameters<typeof BadRequest>[0]> = lazy(() => import('./bad-request-content').then((m) => ({ default: m.BadRequestContent })));
let NewsletterErrorContent: ComponentType<Parameters<typeof NewsletterError>[0]> = lazy(() =>
  import('./newsletter-error-content').then((m) => ({ default: m.NewsletterErrorContent })),
);

/**
 * Puts the on-demand contents at hand: the server render (a lazy one would suspend, and React would
 * need an inline script the CSP forbids) and the browser before it hydrates a raised error page
 * (so hydration renders what the server did without waiting).
 */
export async function preloadStatusErrorContents(): Promise<void> {
  const [badRequest, newsletter] = await Promise.all([import('./bad-request-content'), import('./newsletter-error-content')]);
  BadRequestContent = badRequest.BadRequestContent;
  NewsletterErrorContent = newsletter.NewsletterErrorContent;
}

/** Picks the error page for an HTTP status (or a failed action of the page) raised in place of a page. */
export function StatusErrorContent(props: RaisedErrorPage) {
  return (
    <Suspense fallback={<p role="status">Seite wird geladen …</p>}>
      <Content {...props} />
    </Suspense>
  );
}

function Content({ status, message, code, details, topic }: RaisedErrorPage) {
  if (topic === 'newsletter') return <NewsletterErrorContent status={status} message={message} code={code} details={details} />;
  if (status === 404) return <NotFoundContent />;
  if (status === 400) return <BadRequestContent message={message} code={code} />;
  return <TechnicalErrorContent />;
}
