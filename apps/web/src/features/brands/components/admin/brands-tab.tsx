import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { Brand } from '@stockroom/contract';
import { useCallback } from 'react';
import { useConfirm } from '../../../../components/admin/confirm';
import { DataTable } from '../../../../components/admin/data-table';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useDeleteBrandMutation } from '../../api/delete-brand';
import { brandName, useBrandColumns } from './brand-columns';
import { useBrandPages } from './use-brand-pages';

interface BrandsTabProps {
  /** Opens the brand form: a brand to edit, or none for a new one. */
  onOpen: (brandId: string | null) => void;
}

/** The brands, a page at a time by name, searchable; edit and delete from each row. */
export function BrandsTab({ onOpen }: BrandsTabProps) {
  const { state, brands } = useBrandPages();
  const remove = useDeleteBrandMutation();
  const confirm = useConfirm();

  const askDelete = useCallback(
    async (brand: Brand) => {
      const yes = await confirm({
        title: `Delete “${brandName(brand)}”?`,
        message: 'The brand is deleted and its members are no longer linked to it.',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (yes) remove.mutate(brand.id, { onSuccess: () => showSnackbar(`Brand “${brandName(brand)}” deleted`) });
    },
    [confirm, remove.mutate],
  );
  const onEdit = useCallback((brand: Brand) => onOpen(brand.id), [onOpen]);
  const columns = useBrandColumns({
    onEdit,
    onDelete: askDelete,
    busyId: remove.isPending ? remove.variables : undefined,
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          Each brand holds the values its members’ templates use. Its form is made from the fields and sections.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpen(null)}>
          New brand
        </Button>
      </Stack>
      <DataTable
        state={state}
        label="Brands"
        searchLabel="Search brands"
        columns={columns}
        rows={brands.data?.data}
        rowCount={brands.data?.total}
        loading={brands.isFetching}
        error={brands.error}
        onRetry={() => void brands.refetch()}
        emptyTitle="No brands yet"
        noMatchesTitle={(search) => `No brands match “${search}”`}
      />
    </Stack>
  );
}
