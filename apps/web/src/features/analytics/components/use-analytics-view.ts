import { useCallback, useMemo } from 'react';
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
  const setPeriod = useCallback((period: Period) => setParams((previous) => withPeriod(previous, period)), [setParams]);
  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) => setParams((previous) => withParam(previous, key, value)),
    [setParams],
  );
  /** A panel's own choice (the series' measure, the top list's dimension), by its address name. */
  const setChoice = useCallback(
    (key: string, value: string | undefined) =>
      setParams((previous) => withParam(previous, key, value), { preventScrollReset: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of Object.keys(view.filters)) next.delete(key);
        return next;
      }),
    [setParams, view.filters],
  );
  return { view, query, params, setPeriod, setFilter, setChoice, clearFilters };
}

export type AnalyticsViewState = ReturnType<typeof useAnalyticsView>;
