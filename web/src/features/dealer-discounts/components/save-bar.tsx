import { formatCount } from '@autoleasing/contracts';
/**
 * 'Speichern (n)' and 'Änderungen verwerfen' (issue 21, item 4). Below the table; while there are
 * drafts it sticks to the bottom of the window with the count, so saving never needs scrolling
 * back. The grid keeps the cells above it in view (scroll-padding in dealer-discounts.css).
 */
export interface SaveBarProps {
  editedCells: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

export function SaveBar({ editedCells, saving, onSave, onDiscard }: SaveBarProps) {
  const drafts = editedCells > 0;
  return (
    <div className={`dd-savebar${drafts ? ' dd-savebar--drafts' : ''}`} role="region" aria-label="Änderungen speichern">
      {drafts && (
        <p className="dd-savebar__count">
          {editedCells === 1 ? '1 ungespeicherte Änderung' : `${formatCount(editedCells)} ungespeicherte Änderungen`}
        </p>
      )}
      {drafts && (
        <button type="button" className="button button--compact button--secondary" onClick={onDiscard}>
          Änderungen verwerfen
        </button>
      )}
      <button type="button" className="button button--compact dd-save" onClick={onSave} disabled={!drafts || saving}>
        {saving ? 'Wird gespeichert …' : `Speichern${drafts ? ` (${editedCells})` : ''}`}
      </button>
    </div>
  );
}
