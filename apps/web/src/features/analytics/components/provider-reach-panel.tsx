import type { AnalyticsQuery, ProviderReach } from '@stockroom/contract';
import { useProviderReach } from '../api/provider-reach';
import { PanelCard } from './panel-card';
import { type PanelColumn, PanelTable, tableCsv } from './panel-table';

const columns: PanelColumn<ProviderReach['providers'][number]>[] = [
  { header: 'Content provider', value: (provider) => provider.name },
  { header: 'Views', value: (provider) => provider.views, numeric: true },
  { header: 'Downloads', value: (provider) => provider.downloads, numeric: true },
  { header: 'Members reached', value: (provider) => provider.members, numeric: true },
];

/** Each content provider's product views, downloads and the members its products reached. */
export function ProviderReachPanel({ query }: { query: AnalyticsQuery }) {
  const result = useProviderReach(query);
  return (
    <PanelCard
      title="Content provider reach"
      result={result}
      isEmpty={(data) => data.providers.length === 0}
      emptyTitle="No content providers to show"
      csv={(data) => ({
        what: 'content provider reach',
        period: data.period,
        file: () => tableCsv('content-provider-reach', columns, data.providers),
      })}
    >
      {(data) => (
        <PanelTable
          caption="Views, downloads and members reached by content provider"
          columns={columns}
          rows={data.providers}
          rowKey={(provider) => provider.id}
        />
      )}
    </PanelCard>
  );
}
