import { Chip, Stack } from '@mui/material';
import type { Tag } from '@stockroom/contract';

interface TagFilterProps {
  tags: Tag[];
  selected: string | undefined;
  onSelect: (tagId: string | undefined) => void;
}

/** One chip per tag of the category, and "All"; the pressed chip is the filter in use. */
export function TagFilter({ tags, selected, onSelect }: TagFilterProps) {
  if (tags.length === 0) return null;
  const chip = (id: string | undefined, label: string) => {
    const pressed = selected === id;
    return (
      <Chip
        key={id ?? 'all'}
        label={label}
        clickable
        color={pressed ? 'primary' : 'default'}
        variant={pressed ? 'filled' : 'outlined'}
        aria-pressed={pressed}
        onClick={() => onSelect(id)}
      />
    );
  };
  return (
    <Stack
      role="group"
      aria-label="Filter by tag"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      {chip(undefined, 'All')}
      {tags.map((tag) => chip(tag.id, tag.name))}
    </Stack>
  );
}
