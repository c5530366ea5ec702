import type { groupRoutes, RouteResponseInput } from '@stockroom/contract';
import type { GroupPermissionRow, GroupRow, ProviderRow } from './groups.queries';

export type GroupAnswer = RouteResponseInput<typeof groupRoutes.get>;

/** Permission per provider id, per group id. */
export function permissionsByGroup(rows: GroupPermissionRow[]): Map<string, Map<string, number>> {
  const byGroup = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const granted = byGroup.get(row.group_id) ?? new Map<string, number>();
    granted.set(row.provider_id, row.permission);
    byGroup.set(row.group_id, granted);
  }
  return byGroup;
}

/**
 * A group as the contract shapes it: every provider listed, in display order, with 0 where the
 * group grants nothing. `users_count` is null where it was not counted.
 */
export const toGroup = (
  row: GroupRow,
  providers: ProviderRow[],
  granted: Map<string, number> | undefined,
  usersCount: number | null,
): GroupAnswer => ({
  id: row.id,
  name: row.name,
  content_providers: providers.map((p) => ({ id: p.id, name: p.name, permission: granted?.get(p.id) ?? 0 })),
  users_count: usersCount,
});
