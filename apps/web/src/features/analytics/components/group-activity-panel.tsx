import type { AnalyticsQuery, GroupActivity } from '@stockroom/contract';
import { useGroupActivity } from '../api/group-activity';
import { PanelCard } from './panel-card';
import { type PanelColumn, PanelTable, tableCsv } from './panel-table';

const columns: PanelColumn<GroupActivity['groups'][number]>[] = [
  { header: 'Group', value: (group) => group.name },
  { header: 'Active members', value: (group) => group.active_members, numeric: true },
  { header: 'Logins', value: (group) => group.logins, numeric: true },
];

/** Active members and logins per group; a member in two groups counts in both. */
export function GroupActivityPanel({ query }: { query: AnalyticsQuery }) {
  const result = useGroupActivity(query);
  return (
    <PanelCard
      title="Groups"
      result={result}
      isEmpty={(data) => data.groups.length === 0}
      emptyTitle="No groups to show"
      csv={(data) => ({
        what: 'active members and logins by group',
        period: data.period,
        file: () => tableCsv('groups', columns, data.groups),
      })}
    >
      {(data) => (
        <PanelTable
          caption="Active members and logins by group"
          columns={columns}
          rows={data.groups}
          rowKey={(group) => group.id}
        />
      )}
    </PanelCard>
  );
}
