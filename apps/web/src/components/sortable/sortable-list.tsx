import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type SortableItem, SortableRow } from './sortable-row';

export type { SortableItem } from './sortable-row';

interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** Moves the item at `from` to `to`; the parent owns the order. */
  onMove: (from: number, to: number) => void;
  /** Names the list for assistive technology. */
  label: string;
  /** More buttons for a row, after Move up and Move down. */
  renderActions?: (item: T, describedBy: string) => ReactNode;
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

const INSTRUCTIONS =
  'To pick up an item, press Space or Enter. Move it with the arrow keys, drop it with Space or Enter, or cancel with Escape.';

/**
 * A list ordered by dragging (pointer, touch or keyboard, through dnd-kit) or with a Move up and
 * Move down button per row, which a phone or a screen reader may find easier. Says each move aloud.
 */
export function SortableList<T extends SortableItem>({ items, onMove, label, renderActions }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const [said, setSaid] = useState('');
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const labelOf = (id: unknown) => items.find((item) => item.id === id)?.label ?? '';
  const place = (id: unknown) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over ${place(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} dropped at ${place(over.id)}.` : undefined),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    if (direction) refocus.current = { id: item.id, direction };
    onMove(from, to);
    setSaid(`${item.label} moved to position ${to + 1} of ${items.length}.`);
  };

  // A moved row's button keeps the focus; at either end, focus goes to the button still usable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new order
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (!target || !listRef.current) return;
    const find = (direction: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move-id="${target.id}"][data-move-direction="${direction}"]`,
      );
    const button = find(target.direction);
    (button && !button.disabled ? button : find(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [ids]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ul" ref={listRef} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onMoveUp={() => move(index, index - 1, 'up')}
              onMoveDown={() => move(index, index + 1, 'down')}
              renderActions={renderActions}
            />
          ))}
        </Box>
      </SortableContext>
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
    </DndContext>
  );
}
