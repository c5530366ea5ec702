import type { AnalyticsQuery } from '@stockroom/contract';

/** Query keys of the analytics panels: each panel, under the period and filters it was asked for. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  panel: (panel: string, query: AnalyticsQuery, extra?: Record<string, unknown>) =>
    [...analyticsKeys.all, panel, query, extra ?? {}] as const,
};
