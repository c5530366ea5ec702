import { contentProviderRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { providerKeys } from './keys';

/**
 * The screens whose records link providers. Deleting a provider deletes its links with it
 * (decision 0007), so their lists change too; their keys start with their resource's name.
 */
const LINKING_RESOURCES = [['categories'], ['tags'], ['groups']] as const;

/** DELETE /api/content-providers/{id}. */
export function useDeleteProviderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(contentProviderRoutes.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: providerKeys.categories(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.order() }),
        ...LINKING_RESOURCES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
