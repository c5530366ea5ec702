import { Box, Stack } from '@mui/material';
import type { TextSlot } from '@stockroom/contract';
import { useDeferredValue, useMemo } from 'react';
import {
  type SlotFit,
  type SlotText,
  shownSlots,
  slotFit,
  slotTexts,
} from '../../customize/components/editor/text-fit';
import { TextSlotField } from '../../customize/components/editor/text-slot-field';
import { listOf, type PieceView, problemKey } from './campaign-problems';
import { type OwnSlotActions, OwnTextSlot } from './own-slot';

interface SharedTextFieldsProps {
  slots: TextSlot[];
  pieces: PieceView[];
  text: Record<string, string>;
  problems: Map<string, string>;
  /** The piece shown large: each of its slots may be overridden there. */
  selected: PieceView;
  actions: OwnSlotActions;
  onChange: (name: string, value: string) => void;
}

/** How a shared text fits: in its tightest piece, which the field names when it is not the only one. */
interface SharedFit {
  fit: SlotFit | null;
  texts: SlotText[];
  text: Record<string, string>;
  /** The pieces that show the campaign's value, and those that keep their own. */
  showing: string[];
  own: string[];
  tightest: string;
}

const worse = (a: SlotFit, b: SlotFit) =>
  a.overflow !== b.overflow ? a.overflow > b.overflow : a.scale !== b.scale ? a.scale < b.scale : a.lines > b.lines;

function sharedFits(slots: TextSlot[], pieces: PieceView[]) {
  const fits = new Map<string, SharedFit>();
  const shown = new Set<string>();
  for (const { project, own, values } of pieces) {
    const boxes = slotTexts(project.document, values.text);
    const inPiece = shownSlots(project.document, values.text);
    for (const slot of slots) {
      if (!inPiece.has(slot.name)) continue;
      shown.add(slot.name);
      const entry = fits.get(slot.name) ?? { fit: null, texts: [], text: {}, showing: [], own: [], tightest: '' };
      fits.set(slot.name, entry);
      if (slot.name in own.text) {
        entry.own.push(project.product_title);
        continue;
      }
      entry.showing.push(project.product_title);
      const texts = boxes.get(slot.name) ?? [];
      const fit = slotFit(texts, values.text);
      if (fit && (!entry.fit || worse(fit, entry.fit))) {
        Object.assign(entry, { fit, texts, text: values.text, tightest: project.product_title });
      }
    }
  }
  return { fits, shown };
}

/** Pieces named while they are few; counted once they are many. */
const piecesLabel = (titles: string[], total: number) =>
  titles.length === total && total > 2
    ? `all ${total} pieces`
    : titles.length > 2
      ? `${titles.length} of ${total} pieces`
      : listOf(titles);

function whereOf({ showing, own, tightest, fit }: SharedFit, total: number) {
  if (showing.length === 0) return 'Every piece that shows it has its own';
  const parts = [`In ${piecesLabel(showing, total)}`];
  if (showing.length > 1 && fit && (fit.scale < 0.995 || fit.lines > 1)) parts.push(`tightest in ${tightest}`);
  if (own.length > 0) {
    parts.push(
      own.length > 2
        ? `${own.length} pieces have their own`
        : `${listOf(own)} ${own.length > 1 ? 'have their' : 'has its'} own`,
    );
  }
  return parts.join('; ');
}

const NO_TEXT: Record<string, string> = {};

/** The chosen piece's changeable text slots it shows, with their boxes, for its own fields. */
function ownSlotsOf(piece: PieceView) {
  const boxes = slotTexts(piece.project.document, piece.values.text);
  const shown = shownSlots(piece.project.document, piece.values.text);
  const slots = new Map(
    piece.project.slots.texts.filter((s) => !s.locked && shown.has(s.name)).map((s) => [s.name, s]),
  );
  return { boxes, slots };
}

/**
 * A field per text slot of the campaign, once however many pieces show it, with how it fits: a
 * shared text must fit every piece that shows it, so its fit is its tightest piece's, and a text
 * too long for one piece names that piece. Under each slot the chosen piece shares with others, a
 * way to give it a value of its own there.
 */
export function SharedTextFields(props: SharedTextFieldsProps) {
  const { slots, pieces, text, problems, selected, actions, onChange } = props;
  // The fields follow every key at once; the fit (which wraps whole texts, piece by piece) may follow behind.
  const fitted = useDeferredValue(pieces);
  const { fits, shown } = useMemo(() => sharedFits(slots, fitted), [slots, fitted]);
  const fittedSelected = fitted.find((piece) => piece.project.id === selected.project.id) ?? selected;
  const own = useMemo(() => ownSlotsOf(fittedSelected), [fittedSelected]);
  return (
    <Stack spacing={2.5}>
      {slots
        .filter((slot) => shown.has(slot.name))
        .map((slot) => {
          const fit = fits.get(slot.name);
          // A text only this piece shows is its own already: overriding it would change nothing.
          const several = (fit?.showing.length ?? 0) + (fit?.own.length ?? 0) > 1;
          const ownSlot = several || slot.name in selected.own.text ? own.slots.get(slot.name) : undefined;
          return (
            <Box key={slot.name} role="group" aria-label={slot.label} sx={{ display: 'grid', gap: 1 }}>
              <TextSlotField
                slot={slot}
                value={text[slot.name] ?? ''}
                text={fit?.text ?? NO_TEXT}
                texts={fit?.texts ?? []}
                fit={fit?.fit ?? null}
                error={problems.get(problemKey.text(slot.name))}
                where={fit ? whereOf(fit, pieces.length) : ''}
                onChange={onChange}
                onFocusChange={actions.onFocusChange}
              />
              {ownSlot && (
                <OwnTextSlot
                  piece={selected}
                  slot={ownSlot}
                  texts={own.boxes.get(slot.name) ?? []}
                  fitted={fittedSelected.values.text}
                  problems={problems}
                  actions={actions}
                />
              )}
            </Box>
          );
        })}
    </Stack>
  );
}
