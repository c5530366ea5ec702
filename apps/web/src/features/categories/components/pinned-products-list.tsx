import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';

export interface PinnedItem {
  id: string;
  label: string;
}

type Action = 'up' | 'down' | 'remove';

interface PinnedProductsListProps {
  items: readonly PinnedItem[];
  /** Names the list for assistive technology. */
  label: string;
  /** The new order, as ids. */
  onChange: (ids: string[]) => void;
  /** The last item was removed: the focus has to go somewhere else. */
  onEmptied: () => void;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function RowButton(props: {
  label: string;
  action: Action;
  id: string;
  describedBy: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const icon = { up: <ArrowUpwardIcon />, down: <ArrowDownwardIcon />, remove: <CloseIcon /> }[props.action];
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          aria-describedby={props.describedBy}
          disabled={props.disabled}
          onClick={props.onClick}
          data-pin-id={props.id}
          data-pin-action={props.action}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The pinned products in order, each with Move up, Move down and Remove buttons. After a move the
 * moved row's button keeps the focus (or its twin, at either end); after a removal the next row's.
 */
export function PinnedProductsList({ items, label, onChange, onEmptied }: PinnedProductsListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const baseId = useId();
  const refocus = useRef<{ id: string; action: Action } | null>(null);
  const [said, setSaid] = useState('');
  const ids = items.map((item) => item.id);

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, item.id);
    refocus.current = { id: item.id, action: to < from ? 'up' : 'down' };
    onChange(next);
    setSaid(`${item.label} moved to position ${to + 1} of ${items.length}.`);
  };
  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const after = items[index + 1] ?? items[index - 1];
    if (after) refocus.current = { id: after.id, action: 'remove' };
    else onEmptied();
    onChange(ids.filter((id) => id !== item.id));
    setSaid(`${item.label} unpinned.`);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new order
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (!target || !listRef.current) return;
    const find = (action: Action) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-pin-id="${target.id}"][data-pin-action="${action}"]`);
    const button = find(target.action);
    const twin = target.action === 'up' ? 'down' : target.action === 'down' ? 'up' : 'remove';
    (button && !button.disabled ? button : find(twin))?.focus();
  }, [ids.join(',')]);

  return (
    <>
      <Box component="ol" ref={listRef} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => {
          const nameId = `${baseId}-${item.id}`;
          return (
            <Box
              component="li"
              key={item.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography color="text.secondary" sx={{ minWidth: '2ch', textAlign: 'right' }} aria-hidden>
                {index + 1}
              </Typography>
              <Typography id={nameId} sx={{ flex: '1 1 140px', minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.label}
              </Typography>
              <Box sx={{ display: 'flex', ml: 'auto' }}>
                <RowButton
                  label="Move up"
                  action="up"
                  id={item.id}
                  describedBy={nameId}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <RowButton
                  label="Move down"
                  action="down"
                  id={item.id}
                  describedBy={nameId}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <RowButton
                  label="Remove"
                  action="remove"
                  id={item.id}
                  describedBy={nameId}
                  onClick={() => remove(index)}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
    </>
  );
}
