import { Box } from '@mui/material';
import type { AnalyticsQuery } from '@stockroom/contract';
import { useSearches } from '../api/searches';
import { PanelCard } from './panel-card';
import { PanelTable } from './panel-table';

/** What members searched for most, and what they searched for and did not find. */
export function SearchesPanel({ query }: { query: AnalyticsQuery }) {
  const result = useSearches(query);
  return (
    <PanelCard
      title="Searches"
      result={result}
      isEmpty={(data) => data.top.length === 0 && data.zero_results.length === 0}
      emptyTitle="No searches in this period"
    >
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <PanelTable
            caption="Top searches"
            csv={{ name: 'top-searches', period: data.period }}
            rows={data.top}
            rowKey={(row) => row.query}
            maxHeight={360}
            columns={[
              { header: 'Search', value: (row) => row.query },
              { header: 'Searches', value: (row) => row.count, numeric: true },
              { header: 'Found nothing', value: (row) => row.zero_results, numeric: true },
            ]}
          />
          {data.zero_results.length > 0 ? (
            <PanelTable
              caption="Searches that found nothing"
              csv={{ name: 'zero-result-searches', period: data.period }}
              rows={data.zero_results}
              rowKey={(row) => row.query}
              maxHeight={360}
              columns={[
                { header: 'Search', value: (row) => row.query },
                { header: 'Searches', value: (row) => row.count, numeric: true },
              ]}
            />
          ) : (
            <Box sx={{ color: 'text.secondary', typography: 'body2', alignSelf: 'center' }}>
              Every search found something.
            </Box>
          )}
        </Box>
      )}
    </PanelCard>
  );
}
