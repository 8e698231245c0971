import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One value of a view kept in the address: what it is when absent or unusable, and what it may be. */
export interface ViewField {
  fallback: string;
  accepts: (value: string) => boolean;
}

export type ViewFields = Record<string, ViewField>;
export type View<F extends ViewFields> = { [K in keyof F]: string };

/** A value from a fixed list (`String(n)` for numbers). */
export const oneOf = (values: readonly (string | number)[], fallback: string | number): ViewField => ({
  fallback: String(fallback),
  accepts: (value) => values.map(String).includes(value),
});

const WHOLE_NUMBER = /^[1-9][0-9]{0,8}$/;
/** A page number from 1, page 1 when absent. */
export const PAGE_FIELD: ViewField = { fallback: '1', accepts: (value) => WHOLE_NUMBER.test(value) };
/** An optional id (`?userId=7`), empty when absent. */
export const ID_FIELD: ViewField = { fallback: '', accepts: (value) => WHOLE_NUMBER.test(value) };
/** Optional text of at most `max` characters, empty when absent. */
export const textField = (max: number): ViewField => ({ fallback: '', accepts: (value) => value.length <= max });

/** Reads a view from the query: a value it does not accept (typed in, an old link) is its fallback. */
export function parseView<F extends ViewFields>(fields: F, params: URLSearchParams): View<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const value = params.get(key);
      return [key, value !== null && field.accepts(value) ? value : field.fallback];
    }),
  ) as View<F>;
}

/** The query of a view, without the values at their fallback, so the plain address is the default view. */
export function viewSearch<F extends ViewFields>(fields: F, view: View<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(fields)) {
    if (view[key] !== field.fallback) params.set(key, view[key]);
  }
  return params;
}

/**
 * An admin table's page, page size, sort, filters and search kept in the address (as the
 * visitor home keeps its `?page=&region=`): Back, reload and a shared link show the same view.
 * A change is a new history entry that keeps the scroll position; change filters and the page
 * in one `update` (a filter change names `page: '1'`).
 */
export function useUrlView<F extends ViewFields>(fields: F): { view: View<F>; update: (changes: Partial<View<F>>) => void } {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseView(fields, params), [fields, params]);
  const update = useCallback(
    (changes: Partial<View<F>>) => setParams(viewSearch(fields, { ...view, ...changes }), { state: { keepScroll: true } }),
    [fields, setParams, view],
  );
  return { view, update };
}
