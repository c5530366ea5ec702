import { Box, Typography } from '@mui/material';
import { MEASURE_KINDS, type Measure, TOP_DIMENSIONS } from '@stockroom/contract';
import { PageTitle } from '../../../components/page-title';
import type { SeriesBucket } from '../api/series';
import type { TopDimension } from '../api/top';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { FunnelPanel } from './funnel-panel';
import { GroupActivityPanel } from './group-activity-panel';
import { ProviderReachPanel } from './provider-reach-panel';
import { SearchesPanel } from './searches-panel';
import { SERIES_MEASURES, type SeriesMeasure, SeriesPanel } from './series-panel';
import { TopPanel } from './top-panel';
import { UnviewedPanel } from './unviewed-panel';
import { useAnalyticsView } from './use-analytics-view';

const oneOf = <T extends string>(allowed: readonly T[], raw: string | null, fallback: T): T =>
  (allowed as readonly (string | null)[]).includes(raw) ? (raw as T) : fallback;

const periodFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => periodFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * /admin/analytics (DESIGN §1.10): the funnel, each measure over time, groups, top lists, unviewed
 * products, searches and provider reach for one period and set of filters. Everything the view
 * shows is in the address, so a copied link opens the same view; each panel loads on its own.
 */
export function AnalyticsPage() {
  const state = useAnalyticsView();
  const { query, params, setChoice } = state;
  const seriesMeasure = oneOf<SeriesMeasure>(SERIES_MEASURES, params.get('measure'), 'product_view');
  const bucket = oneOf<SeriesBucket>(['day', 'week'], params.get('bucket'), 'day');
  const topDimension = oneOf<TopDimension>(TOP_DIMENSIONS, params.get('top'), 'product');
  const topMeasure = oneOf<Measure>(MEASURE_KINDS, params.get('top_measure'), 'product_view');

  return (
    <>
      <PageTitle>Analytics</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {formatDay(query.from ?? '')} – {formatDay(query.to ?? '')} (UTC)
      </Typography>
      <AnalyticsFilterBar state={state} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <FunnelPanel query={query} />
        <ProviderReachPanel query={query} />
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <SeriesPanel query={query} measure={seriesMeasure} bucket={bucket} onChoice={setChoice} />
        </Box>
        <TopPanel query={query} dimension={topDimension} measure={topMeasure} onChoice={setChoice} />
        <GroupActivityPanel query={query} />
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <SearchesPanel query={query} />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <UnviewedPanel query={query} />
        </Box>
      </Box>
    </>
  );
}
