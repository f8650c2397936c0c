import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { clampPosition, extendedExtent, isMultiCell, rangeAnnouncement, rangeBounds, type CellPosition, type CellRange, type GridSize, type RangeBounds } from './cell-range';

export interface CellRangeControls {
  /** Bounds of a range of two or more cells; null while one cell is selected. */
  bounds: RangeBounds | null;
  /** For the live region: '2 Zeilen × 3 Spalten ausgewählt', '' for one cell. */
  announcement: string;
  /** A mouse drag is extending the range (the grid turns text selection off meanwhile). */
  dragging: boolean;
  /** Shift+arrows/Home/End extend, Escape collapses a range; true when the key was handled. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** Shift+click extends to the cell; a plain press may start a drag. True when handled. */
  onCellMouseDown: (event: MouseEvent<HTMLElement>, at: CellPosition) => boolean;
  onCellMouseEnter: (event: MouseEvent<HTMLElement>, at: CellPosition) => void;
  collapse: () => void;
}

/** Clicks on a cell's own controls (checkbox, buttons, links, editor) are theirs, not a range's. */
const ownControl = (target: EventTarget) => target instanceof Element && target.closest('input, select, button, a, textarea') !== null;

/**
 * The cell range of the dealer grid (issue 21). It belongs to its anchor: once the focused cell
 * moves anywhere else (arrow, Tab, click, edit), the range is gone without further bookkeeping.
 * `resetKey` changes when the rows are replaced (another page, filter or table): the range goes too,
 * as it does when a cell editor opens (`editing`).
 */
export function useCellRange(active: CellPosition, size: GridSize, resetKey: unknown, editing: boolean): CellRangeControls {
  const [range, setRange] = useState<CellRange | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragAnchor = useRef<CellPosition | null>(null);

  useEffect(() => setRange(null), [resetKey]);
  useEffect(() => {
    if (editing) setRange(null);
  }, [editing]);

  // The drag ends wherever the button is released, also outside the grid.
  useEffect(() => {
    const end = () => {
      dragAnchor.current = null;
      setDragging(false);
    };
    window.addEventListener('mouseup', end);
    return () => window.removeEventListener('mouseup', end);
  }, []);

  const sameAsActive = (at: CellPosition) => at.row === active.row && at.col === active.col;
  const current = range && sameAsActive(range.anchor) && size.rows > 0 && size.cols > 0 ? { anchor: active, extent: clampPosition(range.extent, size) } : null;
  const multi = isMultiCell(current) ? current : null;

  const collapse = () => setRange(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && multi) {
      event.preventDefault();
      collapse();
      return true;
    }
    if (!event.shiftKey || event.altKey || event.metaKey) return false;
    const next = extendedExtent(current?.extent ?? active, event.key, event.ctrlKey, size);
    if (!next) return false;
    event.preventDefault();
    setRange({ anchor: active, extent: next });
    return true;
  };

  const onCellMouseDown = (event: MouseEvent<HTMLElement>, at: CellPosition) => {
    if (event.button !== 0 || ownControl(event.target)) return false;
    if (event.shiftKey) {
      // The anchor keeps the focus; no text selection from the anchor to here.
      event.preventDefault();
      setRange({ anchor: active, extent: at });
      return true;
    }
    dragAnchor.current = at;
    return false;
  };

  const onCellMouseEnter = (event: MouseEvent<HTMLElement>, at: CellPosition) => {
    const anchor = dragAnchor.current;
    if (!anchor || (event.buttons & 1) === 0) return;
    // A drag over cells selects cells, not their text.
    window.getSelection()?.removeAllRanges();
    setDragging(true);
    setRange({ anchor, extent: at });
  };

  return {
    bounds: multi ? rangeBounds(multi) : null,
    announcement: rangeAnnouncement(multi),
    dragging,
    onKeyDown,
    onCellMouseDown,
    onCellMouseEnter,
    collapse,
  };
}
