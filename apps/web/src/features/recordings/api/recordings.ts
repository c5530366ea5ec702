import { type AdminRecordingsQuery, recordingRoutes } from '@stockroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** Query keys of recorded visits: the admins' lists, one recording, its events, the member's settings. */
const all = ['recordings'] as const;
export const recordingKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: AdminRecordingsQuery) => [...recordingKeys.lists(), query] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  events: (id: string) => [...all, 'events', id] as const,
  settings: () => [...all, 'settings'] as const,
};

/** GET /api/admin/recordings: one page, newest first, by member and day. */
export function useRecordings(query: AdminRecordingsQuery) {
  return useQuery({
    queryKey: recordingKeys.list(query),
    queryFn: ({ signal }) => callRoute(recordingRoutes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { quietErrors: true },
  });
}

/** GET /api/admin/recordings/{id}. */
export function useRecording(id: string) {
  return useQuery({
    queryKey: recordingKeys.detail(id),
    queryFn: ({ signal }) => callRoute(recordingRoutes.read, { params: { id } }, { signal }),
    meta: { quietErrors: true },
  });
}

/** GET /api/admin/recordings/{id}/events: every event, in order; read once, never refetched. */
export function useRecordingEvents(id: string) {
  return useQuery({
    queryKey: recordingKeys.events(id),
    queryFn: ({ signal }) => callRoute(recordingRoutes.events, { params: { id } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { quietErrors: true },
  });
}

/** DELETE /api/admin/recordings/{id}: the lists and the recording go. */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(recordingRoutes.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: recordingKeys.detail(id) });
      queryClient.removeQueries({ queryKey: recordingKeys.events(id) });
      return queryClient.invalidateQueries({ queryKey: recordingKeys.lists() });
    },
  });
}

/** GET /api/recordings/settings: what /my-account tells the member about recording. */
export function useRecordingSettings() {
  return useQuery({
    queryKey: recordingKeys.settings(),
    queryFn: ({ signal }) => callRoute(recordingRoutes.settings, {}, { signal }),
    staleTime: 60 * 60_000,
    meta: { quietErrors: true },
  });
}
