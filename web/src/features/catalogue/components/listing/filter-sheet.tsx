import { formatOfferCount } from '@autoleasing/contracts';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../../../hooks/use-modal-dialog';

interface FilterSheetProps {
  offerCount?: number;
  counting: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone filter sheet (issue 18): a modal dialog over the results. Its footer button tells how
 * many offers the current filters match (live, as each change refetches) and closes the sheet.
 */
export function FilterSheet({ offerCount, counting, onClose, children }: FilterSheetProps) {
  const titleId = useId();
  const ref = useModalDialog(true, onClose);
  const label =
    offerCount === undefined ? 'Angebote werden gezählt …' : `${formatOfferCount(offerCount)} anzeigen`;
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby={titleId}>
      <div className="filter-sheet__head">
        <h2 id={titleId} className="filter-sheet__title">
          Filter
        </h2>
        <button type="button" className="filter-sheet__close" onClick={onClose}>
          Schließen
        </button>
      </div>
      <div className="filter-sheet__body">{children}</div>
      <div className="filter-sheet__foot">
        <button type="button" className="button filter-sheet__show" onClick={onClose} aria-live="polite" aria-busy={counting}>
          {label}
        </button>
      </div>
    </dialog>
  );
}
