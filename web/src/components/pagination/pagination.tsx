import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageAddress } from '../../lib/url-page';
import './pagination.css';

export interface PaginationProps {
  /**
   * The page the URL asks for. Not the shown result's page: while the next result loads, the
   * previous one stays on screen, and links built from its page would skip one (or go back one).
   */
  page: number;
  pageCount: number;
  /** The navigation's accessible name, e.g. "Seitennavigation". */
  label: string;
  /** A page's address; by default this address with `page` set (withPage), page 1 without it. */
  hrefOf?: (page: number) => string;
  /** "N Einträge": shown as "N Einträge · Seite x von y" in front of the links, announced politely. */
  count?: ReactNode;
}

/** Every paged list's page links: Zurück, the first and last page, the pages beside this one, Weiter. */
export function Pagination({ page: asked, pageCount, label, hrefOf: givenHrefOf, count }: PaginationProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const hrefOf = givenHrefOf ?? ((target: number) => pageAddress(pathname, search, target));
  const pages = Math.max(pageCount, 1);
  // A page past the last one (the list shrank since the link was made) is shown as the last.
  const page = Math.min(asked, pages);
  if (pages === 1 && count === undefined) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {count !== undefined && (
        <p className="pagination__count" aria-live="polite">
          {count} · Seite {page} von {pages}
        </p>
      )}
      {pages > 1 && (
        <ul>
          {page > 1 && (
            <li>
              <Link to={hrefOf(page - 1)} rel="prev">
                Zurück
              </Link>
            </li>
          )}
          {pageWindow(page, pages).map((target, index) =>
            target === null ? (
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={target}>
                <Link to={hrefOf(target)} aria-current={target === page ? 'page' : undefined} aria-label={`Seite ${target}`}>
                  {target}
                </Link>
              </li>
            ),
          )}
          {page < pages && (
            <li>
              <Link to={hrefOf(page + 1)} rel="next">
                Weiter
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}

/** 1 … 4 5 6 … 20 (null: a gap). */
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
