import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SortIcon from '@mui/icons-material/Sort';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface ProviderActionsProps {
  /** The id of the element that holds the provider's name. */
  describedBy: string;
  onOrderCategories: () => void;
  onRename: () => void;
  onDelete: () => void;
}

function RowButton({
  label,
  describedBy,
  onClick,
  children,
}: {
  label: string;
  describedBy: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-describedby={describedBy} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** A provider row's own buttons, after its Move up and Move down. */
export function ProviderActions({ describedBy, onOrderCategories, onRename, onDelete }: ProviderActionsProps) {
  return (
    <>
      <RowButton label="Order categories" describedBy={describedBy} onClick={onOrderCategories}>
        <SortIcon />
      </RowButton>
      <RowButton label="Rename" describedBy={describedBy} onClick={onRename}>
        <EditOutlinedIcon />
      </RowButton>
      <RowButton label="Delete" describedBy={describedBy} onClick={onDelete}>
        <DeleteOutlineIcon />
      </RowButton>
    </>
  );
}
