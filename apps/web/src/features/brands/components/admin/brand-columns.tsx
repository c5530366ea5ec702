import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { BRAND_NAME_KEY, type Brand } from '@stockroom/contract';
import { useMemo } from 'react';
import { actionsColumn } from '../../../../components/admin/row-actions';

/** The demo's keys for a brand's logo and web address (its "identity" and "contact" sections). */
export const LOGO_KEY = 'logo';
export const WEBSITE_KEY = 'website';

/** How a brand is called in messages: its name, or a plain word when it has none yet. */
export const brandName = (brand: Brand) => brand[BRAND_NAME_KEY]?.trim() || 'Unnamed brand';

const formatDate = (value: string | undefined) => (value ? new Date(value).toLocaleDateString() : '');

/** Only web addresses become links: a stored value is any string, and a script address must not run. */
const webAddress = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : undefined);

export interface BrandRowActions {
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
  /** The brand a deletion is on its way for; its buttons wait. */
  busyId?: string;
}

/** The brands table's columns: logo, name, web address, last change, and the row's actions. */
export function useBrandColumns({ onEdit, onDelete, busyId }: BrandRowActions): GridColDef<Brand>[] {
  return useMemo(
    () => [
      {
        field: LOGO_KEY,
        headerName: 'Logo',
        width: 96,
        // Logos are often wide (a mark and the name): a wide box shows them whole. Avatar falls
        // back to the initial when there is no logo or its address does not load.
        renderCell: ({ row }) => (
          <Avatar
            variant="rounded"
            src={row[LOGO_KEY] || undefined}
            alt={`${brandName(row)} logo`}
            sx={{
              width: 72,
              height: 40,
              bgcolor: 'grey.100',
              color: 'text.secondary',
              '& img': { objectFit: 'contain', p: 0.25 },
            }}
          >
            {brandName(row).slice(0, 1)}
          </Avatar>
        ),
      },
      {
        field: BRAND_NAME_KEY,
        headerName: 'Name',
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => brandName(row),
      },
      {
        field: WEBSITE_KEY,
        headerName: 'Web address',
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => {
          const href = webAddress(row[WEBSITE_KEY]);
          return href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer">
              {href.replace(/^https?:\/\//i, '')}
            </Link>
          ) : (
            (row[WEBSITE_KEY] ?? '')
          );
        },
      },
      {
        field: 'updated_at',
        headerName: 'Updated',
        width: 120,
        valueFormatter: (value: string | undefined) => formatDate(value),
      },
      actionsColumn<Brand>(2, (brand) => [
        { label: `Edit brand ${brandName(brand)}`, icon: <EditIcon />, onClick: () => onEdit(brand) },
        {
          label: `Delete brand ${brandName(brand)}`,
          icon: <DeleteIcon />,
          disabled: busyId === brand.id,
          onClick: () => onDelete(brand),
        },
      ]),
    ],
    [onEdit, onDelete, busyId],
  );
}
