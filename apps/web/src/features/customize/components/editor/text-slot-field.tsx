import LockIcon from '@mui/icons-material/LockOutlined';
import { InputAdornment, TextField } from '@mui/material';
import { type TextSlot, THEME_TEXT_MAX } from '@stockroom/contract';
import { useEffect, useState } from 'react';
import { charactersLeft, fitSummary, ROOM_LIMIT, type SlotFit, type SlotText } from './text-fit';

/** How long typing pauses before the characters left are counted again (the count tries many fits). */
const COUNT_DELAY_MS = 250;

export const slotFieldId = (name: string) => `text-slot-${name}`;

interface TextSlotFieldProps {
  slot: TextSlot;
  /** The field's element id, when the same slot has two fields on one screen (slotFieldId by default). */
  id?: string;
  value: string;
  /** Every text's value, for the fit (a box may show several slots). */
  text: Record<string, string>;
  texts: SlotText[];
  fit: SlotFit | null;
  /** Why the value cannot be saved: too long for its box, or the server's issue. */
  error?: string;
  /** "On Front and Back", or ''. */
  where: string;
  onChange: (name: string, value: string) => void;
  onFocusChange: (name: string, focused: boolean) => void;
}

/** The characters left in a slot while its field has the focus, counted once typing pauses. */
function useCharactersLeft(active: boolean, texts: SlotText[], text: Record<string, string>, name: string) {
  const [left, setLeft] = useState<{ value: string; count: number } | null>(null);
  const value = text[name] ?? '';
  useEffect(() => {
    if (!active || texts.length === 0) return;
    const timer = setTimeout(() => setLeft({ value, count: charactersLeft(texts, text, name) }), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, texts, text, name, value]);
  // A count for an earlier value is not shown: it would say more room than there is.
  return active && left?.value === value ? left.count : null;
}

function roomText(count: number | null) {
  if (count === null || count === 0) return '';
  if (count >= ROOM_LIMIT) return 'plenty of room left';
  return `about ${count} ${count === 1 ? 'character' : 'characters'} left`;
}

/**
 * One text slot: its value (several lines when its box holds several; Enter breaks a line, and the
 * fit keeps the break), how it fits as it is typed, and what keeps it from being saved. A slot the
 * administrator locked is shown, read-only, so that the layout is explained.
 */
export function TextSlotField(props: TextSlotFieldProps) {
  const { slot, id, value, text, texts, fit, error, where, onChange, onFocusChange } = props;
  const [focused, setFocused] = useState(false);
  const left = useCharactersLeft(focused && !slot.locked && !error, texts, text, slot.name);
  const multiline = slot.lines !== 1 || value.includes('\n');

  let helper: string;
  if (slot.locked) helper = 'Locked by your administrator';
  else if (error) helper = error;
  else helper = [fit ? fitSummary(fit) : '', roomText(left)].filter(Boolean).join(' · ');
  if (where) helper = helper ? `${helper}. ${where}` : where;

  return (
    <TextField
      id={id ?? slotFieldId(slot.name)}
      label={slot.label}
      value={value}
      onChange={(event) => onChange(slot.name, event.target.value)}
      onFocus={() => {
        setFocused(true);
        onFocusChange(slot.name, true);
      }}
      onBlur={() => {
        setFocused(false);
        onFocusChange(slot.name, false);
      }}
      error={Boolean(error) && !slot.locked}
      helperText={helper || undefined}
      slotProps={{
        htmlInput: { maxLength: THEME_TEXT_MAX, readOnly: slot.locked, 'data-slot-field': slot.name },
        input: slot.locked
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <LockIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            }
          : undefined,
        formHelperText: { 'aria-live': focused ? 'polite' : undefined } as object,
      }}
      sx={slot.locked ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
      autoComplete="off"
      size="small"
      multiline={multiline}
      minRows={multiline ? Math.min(Math.max(slot.lines, 1), 4) : undefined}
      maxRows={multiline ? 10 : undefined}
      fullWidth
    />
  );
}
