import { useSearchParams } from 'react-router';
import { TechnicalErrorContent } from './technical-error-content';

/** /error?code=… (e.g. code=1 after invalid URL parameters, spec 8). */
export function ErrorPage() {
  const [search] = useSearchParams();
  return <TechnicalErrorContent code={search.get('code')} />;
}
