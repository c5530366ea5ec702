/**
 * Every admin table puts a row's actions in one place, its last column, in one style: icon buttons
 * whose accessible name and tooltip say what they do to which record ("Delete group Sales"). The
 * DataGrid tables take `actionsColumn`; a plain table puts `RowActions` in its last cell.
 */
import { IconButton, Stack, Tooltip } from '@mui/material';
import { GridActionsCell, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentProps, forwardRef, type ReactElement } from 'react';

export interface RowAction {
  /** The whole name, naming the record: "Edit group Sales". */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  color?: ComponentProps<typeof IconButton>['color'];
}

type RowActionButtonProps = Omit<ComponentProps<typeof IconButton>, 'color'> & { rowAction: RowAction };

/**
 * One action's button. The DataGrid hands its buttons a roving tab index and a ripple ref, which
 * reach the button itself. A disabled button gets no tooltip: it could not show one.
 */
export const RowActionButton = forwardRef<HTMLButtonElement, RowActionButtonProps>(function RowActionButton(
  { rowAction: action, onClick, disabled, ...rest },
  ref,
) {
  const button = (
    <IconButton
      {...rest}
      ref={ref}
      size="small"
      aria-label={action.label}
      color={action.color ?? 'default'}
      disabled={disabled || action.disabled}
      onClick={(event) => {
        // A row that opens on click must not open as well.
        event.stopPropagation();
        onClick?.(event);
        action.onClick();
      }}
    >
      {action.icon}
    </IconButton>
  );
  return disabled || action.disabled ? button : <Tooltip title={action.label}>{button}</Tooltip>;
});

/** A plain table's actions cell content: the buttons in a row, at the cell's end. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        <RowActionButton key={action.label} rowAction={action} />
      ))}
    </Stack>
  );
}

/** Room for one small icon button and the gap after it. */
const BUTTON_WIDTH = 36;

/**
 * The DataGrid's last column, as wide as its most buttons (`buttons`): the buttons sit at the
 * cell's end, and arrow keys move between them as the grid's own action cells do.
 */
export function actionsColumn<R extends GridValidRowModel>(
  buttons: number,
  actionsOf: (row: R) => readonly RowAction[],
): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 24 + buttons * BUTTON_WIDTH,
    align: 'right',
    headerAlign: 'right',
    renderCell: (params) => (
      <GridActionsCell {...params} suppressChildrenValidation>
        {actionsOf(params.row).map((action) => (
          // `disabled` here too: the grid reads it to skip the button when arrow keys move.
          <RowActionButton key={action.label} rowAction={action} disabled={action.disabled} />
        ))}
      </GridActionsCell>
    ),
  };
}
