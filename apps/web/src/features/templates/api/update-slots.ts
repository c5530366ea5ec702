import { type SlotSetting, templateRoutes } from '@stockroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** PUT /api/templates/{id} with one slot's settings: lock or unlock it, or rename its label. */
export function useUpdateSlotMutation(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, setting }: { name: string; setting: SlotSetting }) =>
      callRoute(templateRoutes.update, { params: { id: templateId }, body: { slots: { [name]: setting } } }),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
    },
  });
}
