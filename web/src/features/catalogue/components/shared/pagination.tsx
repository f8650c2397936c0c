import { Link, useLocation, useSearchParams } from 'react-router';
import { withPage } from '../../lib/listing-query';

/** Page links (the page lives in the query string); a window of pages around the current one. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const query = withPage(search, target).toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const pages = pageWindow(page, pageCount);
  return (
    <nav className="pagination" aria-label="Seitennavigation">
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              Zurück
            </Link>
          </li>
        )}
        {pages.map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link to={href(target)} aria-current={target === page ? 'page' : undefined} aria-label={`Seite ${target}`}>
                {target}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next">
              Weiter
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 6 … 20 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) result.push(null);
    result.push(p);
  });
  return result;
}
