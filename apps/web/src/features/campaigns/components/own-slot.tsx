import RestoreIcon from '@mui/icons-material/Restore';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { PhotoSlot, PhotoValue, TextSlot } from '@stockroom/contract';
import type { ReactNode } from 'react';
import { PhotosPanel } from '../../customize/components/editor/photos-panel';
import type { KnownPhoto } from '../../customize/components/editor/slot-photos';
import { type SlotText, slotFit } from '../../customize/components/editor/text-fit';
import { TextSlotField } from '../../customize/components/editor/text-slot-field';
import { type PieceView, problemKey } from './campaign-problems';
import type { OwnValues } from './campaign-state';

/** A piece's own field's element id: the campaign's field of the same slot has the plain one. */
export const ownTextFieldId = (name: string) => `piece-text-slot-${name}`;
export const ownPhotoFramerId = (name: string) => `piece-photo-slot-${name}`;

/** What the chosen piece's own values are changed through. */
export interface OwnSlotActions {
  onOverride: (projectId: string, kind: keyof OwnValues, name: string) => void;
  onShare: (projectId: string, kind: keyof OwnValues, name: string) => void;
  onText: (projectId: string, name: string, value: string) => void;
  onPhoto: (projectId: string, slot: string, value: PhotoValue, burst?: boolean) => void;
  onLivePhoto: (projectId: string, slot: string, value: PhotoValue | null) => void;
  onPicked: (photo: KnownPhoto) => void;
  onFocusChange: (name: string, focused: boolean) => void;
}

const ownLabel = (label: string) => `${label} (this piece)`;

/**
 * Under a campaign's slot, for the piece shown large: "Override in this piece", or the piece's own
 * value (set off by a rule, named for the piece) with "Use the campaign's value" to give it back.
 */
function OwnBlock(props: {
  piece: PieceView;
  kind: keyof OwnValues;
  name: string;
  actions: OwnSlotActions;
  children: ReactNode;
}) {
  const { piece, kind, name, actions, children } = props;
  const id = piece.project.id;
  if (!(name in piece.own[kind])) {
    return (
      <Button
        size="small"
        startIcon={<TuneIcon />}
        onClick={() => actions.onOverride(id, kind, name)}
        sx={{ justifySelf: 'start' }}
      >
        Override in this piece
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, pl: 1.5, py: 0.5, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography variant="caption" color="text.secondary">
        {`Only in ${piece.project.product_title}`}
      </Typography>
      {children}
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        onClick={() => actions.onShare(id, kind, name)}
        sx={{ justifySelf: 'start' }}
      >
        Use the campaign's value
      </Button>
    </Box>
  );
}

interface OwnTextSlotProps {
  piece: PieceView;
  slot: TextSlot;
  /** The slot's boxes in this piece and the texts they are fitted with (deferred while typing). */
  texts: SlotText[];
  fitted: Record<string, string>;
  problems: Map<string, string>;
  actions: OwnSlotActions;
}

/** The chosen piece's own text for a slot, fitted to this piece alone. */
export function OwnTextSlot({ piece, slot, texts, fitted, problems, actions }: OwnTextSlotProps) {
  const id = piece.project.id;
  return (
    <OwnBlock piece={piece} kind="text" name={slot.name} actions={actions}>
      <TextSlotField
        id={ownTextFieldId(slot.name)}
        slot={{ ...slot, label: ownLabel(slot.label) }}
        value={piece.own.text[slot.name] ?? ''}
        text={fitted}
        texts={texts}
        fit={slotFit(texts, fitted)}
        error={problems.get(problemKey.ownText(id, slot.name))}
        where=""
        onChange={(name, value) => actions.onText(id, name, value)}
        onFocusChange={actions.onFocusChange}
      />
    </OwnBlock>
  );
}

interface OwnPhotoSlotProps {
  piece: PieceView;
  slot: PhotoSlot;
  known: Map<string, KnownPhoto>;
  problems: Map<string, string>;
  actions: OwnSlotActions;
}

/** The chosen piece's own photo for a slot, framed in this piece's frame. */
export function OwnPhotoSlot({ piece, slot, known, problems, actions }: OwnPhotoSlotProps) {
  const id = piece.project.id;
  const value = piece.own.photos[slot.name];
  const error = problems.get(problemKey.ownPhoto(id, slot.name));
  return (
    <OwnBlock piece={piece} kind="photos" name={slot.name} actions={actions}>
      {error && <Alert severity="error">{error}</Alert>}
      <PhotosPanel
        slots={[{ ...slot, label: ownLabel(slot.label) }]}
        values={value ? { [slot.name]: value } : {}}
        known={known}
        where={() => ''}
        onLive={(name, next) => actions.onLivePhoto(id, name, next)}
        onChange={(name, next, burst) => actions.onPhoto(id, name, next, burst)}
        onPicked={actions.onPicked}
        onFocusChange={actions.onFocusChange}
        framerId={ownPhotoFramerId}
      />
    </OwnBlock>
  );
}
