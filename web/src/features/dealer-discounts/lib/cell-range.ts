/**
 * A rectangular cell range of the dealer table (issue 21): the anchor is the focused cell (it keeps
 * the focus and the roving tabindex, as the active cell of a spreadsheet), the extent is the
 * opposite corner that Shift+arrows, Shift+click or a mouse drag move. Positions are indexes of the
 * rows of the page and of the visible columns.
 */
export interface CellPosition {
  row: number;
  col: number;
}

export interface CellRange {
  anchor: CellPosition;
  extent: CellPosition;
}

/** Inclusive bounds of a range. */
export interface RangeBounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The size of the grid a range lives in. */
export interface GridSize {
  rows: number;
  cols: number;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max - 1, value));

export function clampPosition(at: CellPosition, size: GridSize): CellPosition {
  return { row: clamp(at.row, size.rows), col: clamp(at.col, size.cols) };
}

export function rangeBounds(range: CellRange): RangeBounds {
  return {
    top: Math.min(range.anchor.row, range.extent.row),
    bottom: Math.max(range.anchor.row, range.extent.row),
    left: Math.min(range.anchor.col, range.extent.col),
    right: Math.max(range.anchor.col, range.extent.col),
  };
}

export function rangeSize(bounds: RangeBounds): GridSize {
  return { rows: bounds.bottom - bounds.top + 1, cols: bounds.right - bounds.left + 1 };
}

export function isMultiCell(range: CellRange | null): range is CellRange {
  return range !== null && (range.anchor.row !== range.extent.row || range.anchor.col !== range.extent.col);
}

export function inBounds(bounds: RangeBounds | null, row: number, col: number): boolean {
  return bounds !== null && row >= bounds.top && row <= bounds.bottom && col >= bounds.left && col <= bounds.right;
}

/** Which outer edges of the range a cell lies on: the range is drawn as one rectangle. */
export function rangeEdges(bounds: RangeBounds | null, row: number, col: number): { top: boolean; bottom: boolean; left: boolean; right: boolean } | null {
  if (!bounds || !inBounds(bounds, row, col)) return null;
  return { top: row === bounds.top, bottom: row === bounds.bottom, left: col === bounds.left, right: col === bounds.right };
}

/**
 * The extent after a Shift+key (null: the key does not extend a range): arrows by one cell,
 * Home/End to the first/last column of the row, Ctrl+Home/End to the first/last cell of the grid.
 * The extent stays inside the grid.
 */
export function extendedExtent(extent: CellPosition, key: string, ctrlKey: boolean, size: GridSize): CellPosition | null {
  const moves: Record<string, CellPosition> = {
    ArrowUp: { row: extent.row - 1, col: extent.col },
    ArrowDown: { row: extent.row + 1, col: extent.col },
    ArrowLeft: { row: extent.row, col: extent.col - 1 },
    ArrowRight: { row: extent.row, col: extent.col + 1 },
    Home: { row: ctrlKey ? 0 : extent.row, col: 0 },
    End: { row: ctrlKey ? size.rows - 1 : extent.row, col: size.cols - 1 },
  };
  const next = moves[key];
  return next ? clampPosition(next, size) : null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the live region says about a range: '2 Zeilen × 3 Spalten ausgewählt'; '' for one cell. */
export function rangeAnnouncement(range: CellRange | null): string {
  if (!isMultiCell(range)) return '';
  const size = rangeSize(rangeBounds(range));
  return `${plural(size.rows, 'Zeile', 'Zeilen')} × ${plural(size.cols, 'Spalte', 'Spalten')} ausgewählt`;
}

/** The rows and columns a range covers, for the copy (and Delete) over the range. */
export function sliceRange<R, C>(rows: readonly R[], columns: readonly C[], bounds: RangeBounds): { rows: R[]; columns: C[] } {
  return { rows: rows.slice(bounds.top, bounds.bottom + 1), columns: columns.slice(bounds.left, bounds.right + 1) };
}
