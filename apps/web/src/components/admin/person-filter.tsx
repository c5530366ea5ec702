import { userRoutes } from '@stockroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callRoute } from '../../lib/api-client';
import { IdFilter } from './id-filter';

/**
 * The users screen's keys: the pickers share its cached searches and records, and it shares
 * theirs.
 */
const userKeys = {
  search: (search: string) => ['users', 'list', { page: 1, page_size: 20, search }] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

const personLabel = (user: { first_name: string; last_name: string; username: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/** GET /api/users: the first people matching a search, asked only while the picker is open. */
const usePersonOptions = (search: string, open: boolean) => {
  const found = useQuery({
    queryKey: userKeys.search(search),
    queryFn: ({ signal }) => callRoute(userRoutes.listUsers, { query: { page: 1, page_size: 20, search } }, { signal }),
    enabled: open,
  });
  return {
    options: (found.data?.dataset ?? []).map((user) => ({ id: user.id, label: personLabel(user) })),
    loading: found.isFetching,
  };
};

interface PersonFilterProps {
  label: string;
  /** The chosen person's id, as the address names it. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  noOptionsText?: string;
}

/** A filter by one member or admin, searched on the server as the admin types. */
export function PersonFilter({ label, value, onChange, noOptionsText = 'Nobody matches' }: PersonFilterProps) {
  // GET /api/user/{id}: the person the address names, for the picker to show.
  const person = useQuery({
    queryKey: userKeys.detail(value ?? ''),
    queryFn: ({ signal }) => callRoute(userRoutes.getUser, { params: { id: value ?? '' } }, { signal }),
    enabled: value !== undefined,
  });
  const name = person.data && personLabel(person.data);
  const chosen = useMemo(() => (value ? { id: value, label: name ?? 'Loading…' } : null), [value, name]);
  return (
    <IdFilter
      label={label}
      value={chosen}
      onChange={onChange}
      useOptions={usePersonOptions}
      noOptionsText={noOptionsText}
    />
  );
}
