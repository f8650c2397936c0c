import type { RaisedErrorPage } from '../../../lib/error-page-signal';
import { BadRequestContent } from './bad-request-content';
import { NewsletterErrorContent } from './newsletter-error-content';
import { NotFoundContent } from './not-found-page';
import { TechnicalErrorContent } from './technical-error-content';

/** Picks the error page for an HTTP status (or a failed action of the page) raised in place of a page. */
export function StatusErrorContent({ status, message, code, details, topic }: RaisedErrorPage) {
  if (topic === 'newsletter') return <NewsletterErrorContent status={status} message={message} code={code} details={details} />;
  if (status === 404) return <NotFoundContent />;
  if (status === 400) return <BadRequestContent message={message} code={code} />;
  return <TechnicalErrorContent />;
}
