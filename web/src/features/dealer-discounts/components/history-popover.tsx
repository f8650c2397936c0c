import type { DiscountCellField, DiscountRowDto, DiscountScopeParams } from '@autoleasing/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { historyQueryOptions } from '../api/dealer-discounts-api';
import { formatHistoryEntry } from '../lib/history-format';

export interface HistoryTarget {
  row: DiscountRowDto;
  field: DiscountCellField;
  label: string;
  cell: HTMLElement;
}

/**
 * Per-cell history (audit history): the changes of one cell, newest first, as
 * '5,00 % → 7,50 % · Name · 21.11.2026, 14:03'. A non-modal dialog beside the cell; Escape or the
 * close button return the focus to the cell.
 */
export function HistoryPopover({ dealerId, scope, target, onClose }: { dealerId: string; scope: DiscountScopeParams; target: HistoryTarget; onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number }>({ top: 0, left: 0 });
  const history = useInfiniteQuery(historyQueryOptions(dealerId, { ...scope, car_model_id: target.row.car_model_id, field: target.field }));
  useLayoutEffect(() => {
    const rect = target.cell.getBoundingClientRect();
    const width = Math.min(360, window.innerWidth - 16);
    setPosition({ top: rect.bottom + window.scrollY + 4, left: Math.max(8, Math.min(rect.left + window.scrollX, window.scrollX + window.innerWidth - width - 8)) });
  }, [target.cell]);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const close = () => {
    onClose();
    target.cell.focus();
  };
  const pages = history.data?.pages ?? [];
  const failed = pages.some((page) => page === false);
  const loaded = pages.filter((page) => page !== false);
  const entries = loaded.flatMap((page) => page.entries);
  const total = loaded[0]?.total_count ?? 0;
  return (
    <div
      ref={ref}
      className="dd-popover"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ top: position.top, left: position.left }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="dd-popover__head">
        <h2 id={titleId}>
          Verlauf: {target.label}, {target.row.car_model_name}
        </h2>
        <button type="button" className="dd-icon-button" onClick={close} aria-label="Verlauf schließen">
          ×
        </button>
      </div>
      {history.isPending ? (
        <p role="status">Verlauf wird geladen …</p>
      ) : loaded.length === 0 ? (
        <p role="alert">Der Verlauf konnte nicht geladen werden.</p>
      ) : entries.length === 0 ? (
        <p>Für diese Zelle gibt es noch keine Änderungen.</p>
      ) : (
        <>
          <ol className="dd-history">
            {entries.map((entry) => (
              <li key={`${entry.event_id}-${entry.field}`}>{formatHistoryEntry(entry, target.field)}</li>
            ))}
          </ol>
          {failed && <p role="alert">Ältere Änderungen konnten nicht geladen werden.</p>}
          {history.hasNextPage && !failed && (
            <button type="button" className="button button--compact button--secondary dd-history__more" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              Ältere Änderungen laden ({total - entries.length})
            </button>
          )}
        </>
      )}
    </div>
  );
}
