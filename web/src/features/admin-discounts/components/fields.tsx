import { Link } from 'react-router';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select; the empty choice ('Alle …') removes the filter. */
export function SelectField(props: { id: string; label: string; value: string | undefined | null; choices: readonly Choice[]; empty?: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <div className="ad-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value ?? ''} disabled={props.disabled} onChange={(event) => props.onChange(event.target.value)}>
        {props.empty !== undefined && <option value="">{props.empty}</option>}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The first and last page and two either side of the current one (84 pages need no 84 links). */
export function pageNumbers(page: number, pageCount: number): number[] {
  const around = [1, page - 2, page - 1, page, page + 1, page + 2, pageCount];
  return [...new Set(around)].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
}

/** 'N Einträge · Seite x von y' with page numbers and links back and forward (the page is in the URL). */
export function Pagination(props: { label: string; page: number; pageCount: number; hrefOf: (page: number) => string; count: ReactNode }) {
  const { page, pageCount } = props;
  return (
    <nav className="ad-pagination" aria-label={props.label}>
      <p className="ad-count" aria-live="polite">
        {props.count} · Seite {Math.min(page, Math.max(pageCount, 1))} von {Math.max(pageCount, 1)}
      </p>
      {page > 1 ? (
        <Link to={props.hrefOf(page - 1)} className="ad-button ad-button--ghost">
          Zurück
        </Link>
      ) : (
        <span className="ad-button ad-button--ghost ad-button--disabled" aria-disabled="true">
          Zurück
        </span>
      )}
      {pageCount > 1 && (
        <ul className="ad-pages">
          {pageNumbers(page, pageCount).map((target, index, all) => (
            <li key={target}>
              {index > 0 && target - all[index - 1] > 1 && <span aria-hidden="true">…</span>}
              <Link to={props.hrefOf(target)} className="ad-page" aria-current={target === page ? 'page' : undefined} aria-label={`Seite ${target}`}>
                {target}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page < pageCount ? (
        <Link to={props.hrefOf(page + 1)} className="ad-button ad-button--ghost">
          Weiter
        </Link>
      ) : (
        <span className="ad-button ad-button--ghost ad-button--disabled" aria-disabled="true">
          Weiter
        </span>
      )}
    </nav>
  );
}

export function LoadError({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';
  return (
    <p role="alert" className="ad-alert">
      {message}
    </p>
  );
}
