import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withParam } from './admin-query';

type ParamSetter = (key: string, clears?: readonly string[]) => (value: string | null | undefined) => void;

/**
 * The URL's search parameters with setters that build on the last change, not on the render's
 * copy: react-router's setter (even its function form) starts from the parameters of the render
 * that made it, so two filters chosen before the page re-rendered kept only the second one.
 * `update` derives the next parameters from the latest ones.
 */
export function useSearchParamSetter(): { search: URLSearchParams; set: ParamSetter; update: (next: (latest: URLSearchParams) => URLSearchParams) => void } {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  latest.current = search;
  const update = (next: (latest: URLSearchParams) => URLSearchParams) => {
    latest.current = next(latest.current);
    setSearch(latest.current);
  };
  const set: ParamSetter = (key, clears = []) => (value) => update((current) => withParam(current, key, value, clears));
  return { search, set, update };
}
