import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ExtendedProduct } from '@stockroom/contract';
import { useMemo } from 'react';
import { actionsColumn } from '../../../components/admin/row-actions';
import { productTypeLabel } from './product-labels';
import type { NamedOption } from './product-links-fields';

interface ProductColumnsOptions {
  onEdit: (product: ExtendedProduct) => void;
  onDelete: (product: ExtendedProduct) => void;
  categories: readonly NamedOption[] | undefined;
  /** The product being deleted; its buttons wait. */
  busyId?: string;
}

const THUMB = 40;

function Thumbnail({ url }: { url: string }) {
  if (!url) {
    return (
      <Box sx={{ width: THUMB, height: THUMB, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
        <ImageOutlinedIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      sx={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

const flagsOf = (product: ExtendedProduct) =>
  [
    product.is_draft && (['Draft', 'warning'] as const),
    product.is_gated && (['Gated', 'info'] as const),
    product.is_campaign && (['Campaign', 'default'] as const),
  ].filter((flag) => flag !== false);

const formatDate = (value: string | undefined) => (value ? new Date(value).toLocaleDateString() : '');

/** The products table's columns: the title first, the row's actions last. */
export function useProductColumns({ onEdit, onDelete, categories, busyId }: ProductColumnsOptions) {
  return useMemo<GridColDef<ExtendedProduct>[]>(() => {
    const names = new Map(categories?.map((c) => [c.id, c.name]));
    return [
      {
        field: 'thumbnail_url',
        headerName: 'Thumbnail',
        width: 64,
        renderHeader: () => <ImageOutlinedIcon fontSize="small" titleAccess="Thumbnail" />,
        renderCell: ({ row }) => <Thumbnail url={row.thumbnail_url} />,
        display: 'flex',
      },
      {
        field: 'title',
        headerName: 'Title',
        flex: 1.5,
        minWidth: 200,
        display: 'flex',
        renderCell: ({ row }) => (
          <Stack sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {row.title}
            </Typography>
            {row.subtitle && (
              <Typography variant="caption" color="text.secondary" noWrap>
                {row.subtitle}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'product_type',
        headerName: 'Type',
        width: 110,
        valueFormatter: (value: string) => productTypeLabel(value),
      },
      {
        field: 'categories',
        headerName: 'Categories',
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => row.categories.map((id) => names.get(id) ?? '…').join(', '),
      },
      {
        field: 'flags',
        headerName: 'Flags',
        width: 180,
        display: 'flex',
        valueGetter: (_value, row) =>
          flagsOf(row)
            .map(([label]) => label)
            .join(', '),
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5}>
            {flagsOf(row).map(([label, color]) => (
              <Chip key={label} size="small" variant="outlined" color={color} label={label} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'updated_at',
        headerName: 'Updated',
        width: 120,
        valueFormatter: (value: string | undefined) => formatDate(value),
      },
      actionsColumn<ExtendedProduct>(2, (product) => [
        { label: `Edit product ${product.title}`, icon: <EditOutlinedIcon />, onClick: () => onEdit(product) },
        {
          label: `Delete product ${product.title}`,
          icon: <DeleteOutlinedIcon />,
          disabled: busyId === product.id,
          onClick: () => onDelete(product),
        },
      ]),
    ];
  }, [onEdit, onDelete, categories, busyId]);
}
