import { customizationRoutes, type TemplateCustomization } from '@stockroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

export const themesQuery = () =>
  queryOptions({
    queryKey: customizeKeys.themes(),
    queryFn: ({ signal }) => callRoute(customizationRoutes.themes, {}, { signal }),
    meta: { quietErrors: true },
  });

/** GET /api/templateCustomizations: the theme made from the member's brand first, then the ones they saved. */
export function useThemes() {
  return useQuery(themesQuery());
}

type ThemeFields = Pick<TemplateCustomization, 'name' | 'classes' | 'text'>;

/** POST /api/templateCustomizations: saves the editor's colours and texts under a name. */
export function useCreateThemeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: ThemeFields) => callRoute(customizationRoutes.createTheme, { body: theme }),
    // The naming dialog shows the failure beside the name.
    meta: { quietErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customizeKeys.themes() }),
  });
}

/** PUT /api/templateCustomizations/{id}: renames a saved theme. */
export function useRenameThemeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callRoute(customizationRoutes.updateTheme, { params: { id }, body: { name } }),
    meta: { quietErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customizeKeys.themes() }),
  });
}

/** DELETE /api/templateCustomizations/{id}. */
export function useRemoveThemeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(customizationRoutes.removeTheme, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customizeKeys.themes() }),
  });
}
