import { Stack } from '@mui/material';
import { type AnalyticsQuery, MEASURE_KINDS, type Measure, TOP_DIMENSIONS, type Top } from '@stockroom/contract';
import { FilterSelect } from '../../../components/admin/filter-select';
import { type TopDimension, useTop } from '../api/top';
import { MEASURE_LABELS } from './measure-labels';
import { PanelCard } from './panel-card';
import { type PanelColumn, PanelTable, tableCsv } from './panel-table';

export const DIMENSION_LABELS: Record<TopDimension, { plural: string; one: string }> = {
  product: { plural: 'Products', one: 'Product' },
  category: { plural: 'Categories', one: 'Category' },
  template: { plural: 'Templates', one: 'Template' },
  group: { plural: 'Groups', one: 'Group' },
};

interface TopPanelProps {
  query: AnalyticsQuery;
  dimension: TopDimension;
  measure: Measure;
  onChoice: (key: 'top' | 'top_measure', value: string) => void;
}

/** The ten products, categories, templates or groups that counted most of one measure. */
export function TopPanel({ query, dimension, measure, onChoice }: TopPanelProps) {
  const result = useTop(query, dimension, measure);
  const what = `Top ${DIMENSION_LABELS[dimension].plural.toLowerCase()} by ${MEASURE_LABELS[measure].toLowerCase()}`;
  const columns: PanelColumn<Top['rows'][number]>[] = [
    { header: DIMENSION_LABELS[dimension].one, value: (row) => row.name },
    { header: MEASURE_LABELS[measure], value: (row) => row.count, numeric: true },
    { header: 'Members', value: (row) => row.members, numeric: true },
  ];
  return (
    <PanelCard
      title="Top"
      result={result}
      isEmpty={(data) => data.rows.length === 0}
      emptyTitle={`No ${MEASURE_LABELS[measure].toLowerCase()} in this period`}
      csv={(data) => ({
        what: what.toLowerCase(),
        period: data.period,
        file: () => tableCsv(`top-${dimension}-by-${measure}`, columns, data.rows),
      })}
      controls={
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <FilterSelect
            label="Top"
            value={dimension}
            onChange={(value) => onChoice('top', value)}
            options={TOP_DIMENSIONS.map((d) => [d, DIMENSION_LABELS[d].plural] as const)}
          />
          <FilterSelect
            label="By"
            value={measure}
            onChange={(value) => onChoice('top_measure', value)}
            options={MEASURE_KINDS.map((m) => [m, MEASURE_LABELS[m]] as const)}
          />
        </Stack>
      }
    >
      {(data) => <PanelTable caption={what} columns={columns} rows={data.rows} rowKey={(row) => row.id} />}
    </PanelCard>
  );
}
