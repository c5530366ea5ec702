import { DialogContentText, Stack } from '@mui/material';
import type { TemplateSummary } from '@stockroom/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/admin/confirm';
import { useDialog } from '../../../components/layout/dialog-area';
import { ApiError, errorMessage } from '../../../lib/api-errors';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteTemplateMutation } from '../api/delete-template';
import { useTemplate } from '../api/get-template';
import { TemplateProducts } from './template-facts';

/** The products that still use the template, read afresh: the 409 means the page's list was stale. */
function StillUsedBy({ id, message }: { id: string; message: string }) {
  const template = useTemplate(id);
  const { closeDialog } = useDialog();
  return (
    <Stack spacing={2}>
      <DialogContentText>{message}</DialogContentText>
      {template.data && template.data.products.length > 0 && (
        <>
          <DialogContentText>
            Choose another template for these products (or change their type), then delete it:
          </DialogContentText>
          <TemplateProducts products={template.data.products} onFollow={closeDialog} />
        </>
      )}
    </Stack>
  );
}

/** Asks, deletes, and on a conflict says which products still use the template. */
export function useDeleteTemplate() {
  const remove = useDeleteTemplateMutation();
  const confirm = useConfirm();
  const { openDialog } = useDialog();
  const navigate = useNavigate();
  const ask = useCallback(
    async (template: TemplateSummary) => {
      const yes = await confirm({
        title: `Delete “${template.name}”?`,
        message: 'The template and its SVG are deleted for good. Members’ projects made from it can no longer open.',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (!yes) return;
      remove.mutate(template.id, {
        onSuccess: () => {
          showSnackbar(`“${template.name}” deleted`);
          navigate('/admin/templates');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            openDialog({
              title: 'This template is still in use',
              content: <StillUsedBy id={template.id} message={errorMessage(error)} />,
            });
          } else showSnackbar(`Could not delete “${template.name}”: ${errorMessage(error)}`);
        },
      });
    },
    [confirm, remove.mutate, openDialog, navigate],
  );
  return { ask, pending: remove.isPending };
}
