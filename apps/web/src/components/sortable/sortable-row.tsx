import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface SortableItem {
  id: string;
  label: string;
  /** A second line under the name, e.g. what kind of thing the row is. */
  detail?: string;
  /** A picture of the item shown before its name (decorative: the name says what it is). */
  image?: string;
}

interface SortableRowProps<T extends SortableItem> {
  item: T;
  isFirst: boolean;
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  renderActions?: (item: T, describedBy: string) => ReactNode;
}

/**
 * One row: a drag handle, the name, then the row's buttons. Buttons are named by what they do and
 * described by the row's name; on a phone they wrap below the name.
 */
export function SortableRow<T extends SortableItem>({
  item,
  isFirst,
  isLast,
  onMoveUp,
  onMoveDown,
  renderActions,
}: SortableRowProps<T>) {
  const nameId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 3 : 'none',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.label}`}
        sx={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      {item.image && (
        <Box
          component="img"
          src={item.image}
          alt=""
          sx={{ width: 72, height: 48, objectFit: 'contain', borderRadius: 0.5, bgcolor: 'grey.100', flexShrink: 0 }}
        />
      )}
      <Box sx={{ flex: '1 1 140px', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography id={nameId}>{item.label}</Typography>
        {item.detail && (
          <Typography variant="body2" color="text.secondary">
            {item.detail}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', ml: 'auto' }}>
        <Tooltip title="Move up">
          <span>
            <IconButton
              aria-label="Move up"
              aria-describedby={nameId}
              disabled={isFirst}
              onClick={onMoveUp}
              data-move-id={item.id}
              data-move-direction="up"
            >
              <ArrowUpwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              aria-label="Move down"
              aria-describedby={nameId}
              disabled={isLast}
              onClick={onMoveDown}
              data-move-id={item.id}
              data-move-direction="down"
            >
              <ArrowDownwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        {renderActions?.(item, nameId)}
      </Box>
    </Box>
  );
}
