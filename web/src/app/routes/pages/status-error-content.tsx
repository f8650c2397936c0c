import { BadRequestContent } from './bad-request-content';
import { NotFoundContent } from './not-found-page';
import { TechnicalErrorContent } from './technical-error-content';

/** Picks the error page for an HTTP status raised in place of a page. */
export function StatusErrorContent({ status, message, code }: { status: number; message?: string; code?: string }) {
  if (status === 404) return <NotFoundContent />;
  if (status === 400) return <BadRequestContent message={message} code={code} />;
  return <TechnicalErrorContent />;
}
