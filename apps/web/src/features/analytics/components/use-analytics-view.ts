import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterKey, type Period, readView, toQuery, withParam, withPeriod } from '../lib/analytics-filters';

/**
 * The period, filters and panel choices, kept in the address so a copied link opens the same view;
 * each change is a history entry, so the back button undoes it.
 */
export function useAnalyticsView() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is what the view depends on
  const view = useMemo(() => readView(params), [search]);
  const query = useMemo(() => toQuery(view), [view]);
  // The router's functional update starts from the address of the last render: two changes before
  // the page renders again (a period, then a measure) would keep the second alone. Each change
  // starts from the one before it instead, and the address when it changes otherwise (back, a link).
  const latest = useRef(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is what changes it
  useEffect(() => {
    latest.current = params;
  }, [search]);
  const change = useCallback(
    (next: (previous: URLSearchParams) => URLSearchParams, options?: { preventScrollReset: boolean }) => {
      latest.current = next(latest.current);
      setParams(latest.current, options);
    },
    [setParams],
  );
  const setPeriod = useCallback((period: Period) => change((previous) => withPeriod(previous, period)), [change]);
  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) => change((previous) => withParam(previous, key, value)),
    [change],
  );
  /** A panel's own choice (the series' measure, the top list's dimension), by its address name. */
  const setChoice = useCallback(
    (key: string, value: string | undefined) =>
      change((previous) => withParam(previous, key, value), { preventScrollReset: true }),
    [change],
  );
  const clearFilters = useCallback(
    () =>
      change((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of Object.keys(view.filters)) next.delete(key);
        return next;
      }),
    [change, view.filters],
  );
  return { view, query, params, setPeriod, setFilter, setChoice, clearFilters };
}

export type AnalyticsViewState = ReturnType<typeof useAnalyticsView>;
