import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The table's URL query with changes that build on each other: a change made before the previous
 * one has reached the page (two quick choices, bank then brand) starts from that previous change,
 * not from the URL the page still shows. Module state, as the screen's controls share one URL.
 */
let pending: { base: string; next: URLSearchParams } | null = null;

export type SearchChange = (current: URLSearchParams) => URLSearchParams;

export function useTableSearch(): [URLSearchParams, (change: SearchChange, options?: NavigateOptions) => void] {
  const [search, setSearch] = useSearchParams();
  const update = (change: SearchChange, options?: NavigateOptions) => {
    const shown = search.toString();
    const current = pending && pending.base === shown ? new URLSearchParams(pending.next) : search;
    const next = change(current);
    pending = { base: shown, next };
    setSearch(next, options);
  };
  return [search, update];
}
