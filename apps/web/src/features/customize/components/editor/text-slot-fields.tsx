import { Stack } from '@mui/material';
import type { TemplateDocument, TemplateSlots } from '@stockroom/contract';
import { useDeferredValue, useMemo } from 'react';
import { pagesLabel } from './apply-theme';
import { shownSlots, slotFit, slotTexts } from './text-fit';
import { TextSlotField } from './text-slot-field';

interface TextSlotFieldsProps {
  document: TemplateDocument;
  slots: TemplateSlots;
  text: Record<string, string>;
  /** Slot → why it cannot be saved (too long, or the server's issue). */
  problems: Map<string, string>;
  onChange: (name: string, value: string) => void;
  onFocusChange: (name: string, focused: boolean) => void;
}

/** A field per text slot of the template, in the template's order, each with how it fits. */
export function TextSlotFields({ document, slots, text, problems, onChange, onFocusChange }: TextSlotFieldsProps) {
  // The fields follow every key at once; the fit (which wraps whole texts) may follow a moment behind.
  const fitted = useDeferredValue(text);
  const textsBySlot = useMemo(() => slotTexts(document, fitted), [document, fitted]);
  const fits = useMemo(
    () => new Map(slots.texts.map((slot) => [slot.name, slotFit(textsBySlot.get(slot.name) ?? [], fitted)])),
    [slots, textsBySlot, fitted],
  );
  const shown = useMemo(() => shownSlots(document, fitted), [document, fitted]);
  const pageNames = useMemo(() => document.pages.map((page) => page.name), [document]);
  return (
    <Stack spacing={2.5}>
      {slots.texts
        .filter((slot) => shown.has(slot.name))
        .map((slot) => {
          const texts = textsBySlot.get(slot.name) ?? [];
          return (
            <TextSlotField
              key={slot.name}
              slot={slot}
              value={text[slot.name] ?? ''}
              text={fitted}
              texts={texts}
              fit={fits.get(slot.name) ?? null}
              error={problems.get(slot.name)}
              where={pagesLabel(slot.pages, pageNames)}
              onChange={onChange}
              onFocusChange={onFocusChange}
            />
          );
        })}
    </Stack>
  );
}
