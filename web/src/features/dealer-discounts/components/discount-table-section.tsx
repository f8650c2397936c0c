import { DISCOUNT_TABLE_PAGE_SIZE, formatCount } from '@autoleasing/contracts';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination/pagination';
import { withPage } from '../lib/table-query';
import type { DiscountScope } from '../lib/use-discount-scope';
import { PricePreviewContext } from './price-preview-cell';
import { PerPageSelect } from './table-view-controls';

interface DiscountTableSectionProps {
  view: DiscountScope;
  /** The grid of the page's rows. */
  children: ReactNode;
}

/** The table's page around the grid: loading and error states, the summary line and the paging. */
export function DiscountTableSection({ view, children }: DiscountTableSectionProps) {
  const { discounts, table, scope, brand, query } = view;
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const previewScope = useMemo(() => (scope && brand ? { group: scope.customer_group, brandSlug: brand.slug_name } : null), [scope?.customer_group, brand]);

  if (discounts.data === false) {
    return (
      <div role="alert" className="alert alert--error">
        <p>Die Tabelle konnte nicht geladen werden.</p>
        <button type="button" className="button button--compact" onClick={() => void discounts.refetch()}>
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (!table) return <p role="status">Tabelle wird geladen …</p>;
  return (
    <>
      <p className="dd-summary" aria-live="polite">
        {formatCount(table.total_count)} {table.total_count === 1 ? 'Fahrzeug' : 'Fahrzeuge'} · Seite {table.page} von {Math.max(1, table.page_count)} · {table.per_page ?? DISCOUNT_TABLE_PAGE_SIZE} je Seite
        {discounts.isFetching ? ` · wird aktualisiert …${view.replacing ? ' (Bearbeiten erst nach dem Laden)' : ''}` : ''}
      </p>
      <p className="dd-hint" id="dd-keys">
        Tastatur: Pfeiltasten bewegen, Enter bearbeitet und übernimmt, Tab geht nach rechts, Esc verwirft, Entf leert, Alt+V zeigt den Verlauf; Umschalt+Pfeiltasten (oder Umschalt+Klick, Ziehen mit der Maus) markieren einen Bereich, Strg+C kopiert ihn; eingefügte Spalten aus einer Tabellenkalkulation füllen nach unten.
      </p>
      <PricePreviewContext.Provider value={previewScope}>
        {children}
      </PricePreviewContext.Provider>
      <Pagination page={query.page} pageCount={table.page_count} label="Seiten der Tabelle" hrefOf={(page) => `${pathname}?${withPage(search, page).toString()}`} />
      <PerPageSelect perPage={query.perPage} />
    </>
  );
}
