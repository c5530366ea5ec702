import { Box, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type AnalyticsQuery, MEASURE_KINDS, type Measure, type Series } from '@stockroom/contract';
import { lazy, Suspense } from 'react';
import { FilterSelect } from '../../../components/admin/filter-select';
import { type SeriesBucket, useSeries } from '../api/series';
import { MEASURE_LABELS } from './measure-labels';
import { PanelCard } from './panel-card';
import { PanelTable } from './panel-table';

/** What the series can plot: each counted measure, or the members active in each bucket. */
export type SeriesMeasure = Measure | 'active_members';
export const SERIES_MEASURES: readonly SeriesMeasure[] = [...MEASURE_KINDS, 'active_members'];
const LABELS: Record<SeriesMeasure, string> = { ...MEASURE_LABELS, active_members: 'Active members' };

// The charts library is large: it arrives after the numbers, which never wait for it.
const SeriesChart = lazy(async () => ({ default: (await import('./series-chart')).SeriesChart }));

type Point = Series['points'][number];
const countIn = (point: Point, measure: SeriesMeasure) =>
  measure === 'active_members' ? point.active_members : (point.counts[measure] ?? 0);

interface SeriesPanelProps {
  query: AnalyticsQuery;
  measure: SeriesMeasure;
  bucket: SeriesBucket;
  onChoice: (key: 'measure' | 'bucket', value: string) => void;
}

/** One measure per day or week: a chart, with the table of the same numbers beside it. */
export function SeriesPanel({ query, measure, bucket, onChoice }: SeriesPanelProps) {
  const result = useSeries(query, bucket);
  const label = LABELS[measure];
  return (
    <PanelCard
      title="Over time"
      result={result}
      isEmpty={(data) => data.points.every((point) => countIn(point, measure) === 0)}
      emptyTitle={`No ${label.toLowerCase()} in this period`}
      controls={
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <FilterSelect
            label="Measure"
            value={measure}
            onChange={(value) => onChoice('measure', value)}
            options={SERIES_MEASURES.map((m) => [m, LABELS[m]] as const)}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={bucket}
            aria-label="Per"
            onChange={(_event, value: SeriesBucket | null) => value && onChoice('bucket', value)}
          >
            <ToggleButton value="day">Per day</ToggleButton>
            <ToggleButton value="week">Per week</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      }
    >
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0, height: 260 }}>
            <Suspense fallback={null}>
              <SeriesChart
                label={label}
                bucket={data.bucket}
                days={data.points.map((point) => point.start)}
                values={data.points.map((point) => countIn(point, measure))}
              />
            </Suspense>
          </Box>
          <PanelTable
            caption={`${label} per ${data.bucket}`}
            csv={{ name: `${measure}-per-${data.bucket}`, period: data.period }}
            rows={data.points}
            rowKey={(point) => point.start}
            maxHeight={300}
            columns={[
              { header: data.bucket === 'week' ? 'Week of' : 'Day', value: (point) => point.start, nowrap: true },
              { header: label, value: (point) => countIn(point, measure), numeric: true },
              ...(measure === 'active_members'
                ? []
                : [{ header: 'Active members', value: (point: Point) => point.active_members, numeric: true }]),
            ]}
          />
        </Box>
      )}
    </PanelCard>
  );
}
