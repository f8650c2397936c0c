/**
 * Row selection of the dealer table (spec 3.12, 4.8): single rows (selectedOrders), or a select-all
 * mode, 'page' (the rows of the current page) or 'all' (every row of the scope and filters), from
 * which rows can be excluded (excludedIdsFromSelectAll). Leaving page mode, or having no mode,
 * clears the excluded ids.
 */
export type SelectionMode = 'page' | 'all' | null;

export interface SelectionState {
  activeSelectionMode: SelectionMode;
  selectedOrders: readonly string[];
  excludedIdsFromSelectAll: readonly string[];
}

export const NO_SELECTION: SelectionState = { activeSelectionMode: null, selectedOrders: [], excludedIdsFromSelectAll: [] };

export function setMode(state: SelectionState, mode: SelectionMode): SelectionState {
  const keepExcluded = mode !== null && state.activeSelectionMode === mode;
  return {
    activeSelectionMode: mode,
    selectedOrders: mode === null ? state.selectedOrders : [],
    excludedIdsFromSelectAll: keepExcluded ? state.excludedIdsFromSelectAll : [],
  };
}

export function isSelected(state: SelectionState, id: string): boolean {
  if (state.activeSelectionMode) return !state.excludedIdsFromSelectAll.includes(id);
  return state.selectedOrders.includes(id);
}

export function toggleRow(state: SelectionState, id: string): SelectionState {
  const flip = (list: readonly string[]) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  if (state.activeSelectionMode) return { ...state, excludedIdsFromSelectAll: flip(state.excludedIdsFromSelectAll) };
  return { ...state, selectedOrders: flip(state.selectedOrders) };
}

/** How many rows are selected, given the rows of the page and the total of the scope. */
export function selectedCount(state: SelectionState, pageIds: readonly string[], total: number): number {
  switch (state.activeSelectionMode) {
    case 'all':
      return Math.max(0, total - state.excludedIdsFromSelectAll.length);
    case 'page':
      return pageIds.filter((id) => !state.excludedIdsFromSelectAll.includes(id)).length;
    default:
      return state.selectedOrders.length;
  }
}
