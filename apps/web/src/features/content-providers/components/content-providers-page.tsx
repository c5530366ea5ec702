import { arrayMove } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { ContentProvider } from '@stockroom/contract';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm';
import { EmptyState, ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { useDialog } from '../../../components/layout/dialog-area';
import { PageTitle } from '../../../components/page-title';
import { SortableList } from '../../../components/sortable/sortable-list';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteProviderMutation } from '../api/delete-provider';
import { useProviderOrder } from '../api/get-provider-order';
import { useProviders } from '../api/list-providers';
import { useSaveProviderOrderMutation } from '../api/save-provider-order';
import { CategoryOrderForm } from './category-order-form';
import { ProviderActions } from './provider-actions';
import { ProviderForm } from './provider-form';

/** The providers in the unsaved order: the ids moved so far, then any provider the draft misses. */
function inDraftOrder(providers: readonly ContentProvider[], draft: readonly string[] | null) {
  if (!draft) return [...providers];
  const byId = new Map(providers.map((p) => [p.id, p]));
  const placed = draft.flatMap((id) => byId.get(id) ?? []);
  return [...placed, ...providers.filter((p) => !draft.includes(p.id))];
}

/**
 * /admin/content-providers: the providers in the order members see them. Admins create, rename and
 * delete them, reorder them and save the order, and order each provider's categories.
 */
export function ContentProvidersPage() {
  const providers = useProviders();
  const order = useProviderOrder();
  const saveOrder = useSaveProviderOrderMutation();
  const remove = useDeleteProviderMutation();
  const { openDialog } = useDialog();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<string[] | null>(null);

  const ordered = inDraftOrder(providers.data ?? [], draft);
  const items = ordered.map((provider) => ({ id: provider.id, label: provider.name, provider }));

  const openForm = (provider?: ContentProvider) =>
    openDialog({
      title: provider ? `Rename “${provider.name}”` : 'New content provider',
      content: <ProviderForm provider={provider} />,
      actions: () => null,
    });

  const openCategoryOrder = (provider: ContentProvider) =>
    openDialog({
      title: `Order the categories of “${provider.name}”`,
      content: <CategoryOrderForm provider={provider} />,
      actions: () => null,
    });

  const askDelete = async (provider: ContentProvider) => {
    const yes = await confirm({
      title: `Delete “${provider.name}”?`,
      message:
        'Its links to categories and tags, and every group’s permission for it, are deleted with it. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(provider.id, {
      onSuccess: () => {
        setDraft((ids) => (ids ? ids.filter((id) => id !== provider.id) : null));
        showSnackbar(`Content provider “${provider.name}” deleted`);
      },
    });
  };

  const save = () => {
    if (!order.data) return;
    saveOrder.mutate(
      { orderId: order.data.id, providerIds: ordered.map((p) => p.id) },
      {
        onSuccess: () => {
          setDraft(null);
          showSnackbar('Provider order saved');
        },
      },
    );
  };

  return (
    <>
      <PageTitle>Content providers</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Members see providers in this order. Drag a provider by its handle, or use Move up and Move down, then save the
        order.
      </Typography>
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => openForm()}>
          New content provider
        </Button>
        <Button variant="contained" onClick={save} disabled={!draft || !order.data || saveOrder.isPending}>
          Save order
        </Button>
        {draft && (
          <Button onClick={() => setDraft(null)} disabled={saveOrder.isPending}>
            Undo order changes
          </Button>
        )}
      </Stack>
      {providers.isPending && <LoadingState label="Loading content providers" />}
      {providers.isError && <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />}
      {providers.data?.length === 0 && (
        <EmptyState title="No content providers yet">Create one with “New content provider”.</EmptyState>
      )}
      {items.length > 0 && (
        <SortableList
          items={items}
          label="Content providers"
          onMove={(from, to) =>
            setDraft(
              arrayMove(
                items.map((item) => item.id),
                from,
                to,
              ),
            )
          }
          renderActions={({ provider }, describedBy) => (
            <ProviderActions
              describedBy={describedBy}
              onOrderCategories={() => openCategoryOrder(provider)}
              onRename={() => openForm(provider)}
              onDelete={() => void askDelete(provider)}
            />
          )}
        />
      )}
    </>
  );
}
