import { Alert, Box, Stack } from '@mui/material';
import type { PhotoSlot, PhotoValue, Project } from '@stockroom/contract';
import { PhotosPanel } from '../../customize/components/editor/photos-panel';
import type { KnownPhoto } from '../../customize/components/editor/slot-photos';
import { listOf, type PieceView, problemKey } from './campaign-problems';
import { OwnPhotoSlot, type OwnSlotActions } from './own-slot';

interface SharedPhotoFieldsProps {
  slots: PhotoSlot[];
  projects: Project[];
  values: Record<string, PhotoValue>;
  known: Map<string, KnownPhoto>;
  problems: Map<string, string>;
  /** The piece shown large: each of its photos may be overridden there. */
  selected: PieceView;
  actions: OwnSlotActions;
  onChange: (slot: string, value: PhotoValue, burst?: boolean) => void;
  onLive: (slot: string, value: PhotoValue | null) => void;
}

/**
 * Each photo slot of the campaign once, framed in the first piece's frame and placed the same way
 * in every piece's; under each the chosen piece shows, a way to give it a photo of its own there.
 */
export function SharedPhotoFields(props: SharedPhotoFieldsProps) {
  const { slots, projects, values, known, problems, selected, actions, onChange, onLive } = props;
  const where = (slot: PhotoSlot) =>
    `In ${listOf(projects.filter((p) => p.slots.photos.some((s) => s.name === slot.name)).map((p) => p.product_title))}`;
  return (
    <Stack spacing={3}>
      {slots.map((slot) => {
        const problem = problems.get(problemKey.photo(slot.name));
        const several = projects.filter((p) => p.slots.photos.some((s) => s.name === slot.name)).length > 1;
        const ownSlot =
          several || slot.name in selected.own.photos
            ? selected.project.slots.photos.find((s) => s.name === slot.name)
            : undefined;
        return (
          <Box key={slot.name} sx={{ display: 'grid', gap: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <PhotosPanel
              slots={[slot]}
              values={values}
              known={known}
              where={where}
              onLive={onLive}
              onChange={onChange}
              onPicked={actions.onPicked}
              onFocusChange={actions.onFocusChange}
            />
            {ownSlot && (
              <OwnPhotoSlot piece={selected} slot={ownSlot} known={known} problems={problems} actions={actions} />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
