import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Chip, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { SLOT_LABEL_MAX, type Template, type TextSlot } from '@stockroom/contract';
import { useState } from 'react';
import { useUpdateSlotMutation } from '../api/update-slots';
import { ColorClassChips } from './template-facts';

/** A label the admin renames in place: saved on Enter or when the field loses focus, if it changed. */
function SlotLabelField({
  label,
  onSave,
  disabled,
}: {
  label: string;
  onSave: (label: string) => void;
  disabled: boolean;
}) {
  const [draft, setDraft] = useState(label);
  const [shown, setShown] = useState(label);
  if (label !== shown) {
    setShown(label);
    setDraft(label);
  }
  const trimmed = draft.trim();
  const save = () => {
    if (trimmed && trimmed !== label) onSave(trimmed);
    else setDraft(label);
  };
  return (
    <TextField
      label="Label members see"
      size="small"
      value={draft}
      disabled={disabled}
      error={trimmed === ''}
      helperText={trimmed === '' ? 'Enter a label' : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      slotProps={{ htmlInput: { maxLength: SLOT_LABEL_MAX } }}
      sx={{ minWidth: 0, flex: '1 1 200px' }}
    />
  );
}

const pagesOf = (template: Template, pages: number[]) =>
  template.document.pages.length > 1 ? pages.map((i) => template.page_names[i] ?? `Page ${i + 1}`).join(', ') : '';

function textLimits(slot: TextSlot) {
  if (slot.lines === 0) return 'No box';
  return slot.lines === 1 ? 'One line, shrinks to fit' : `Up to ${slot.lines} lines, shrinks to fit`;
}

function TextSlotRow({ template, slot }: { template: Template; slot: TextSlot }) {
  const update = useUpdateSlotMutation(template.id);
  const pages = pagesOf(template, slot.pages);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SlotLabelField
          label={slot.label}
          disabled={update.isPending}
          onSave={(label) => update.mutate({ name: slot.name, setting: { label } })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={slot.locked}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ name: slot.name, setting: { locked: event.target.checked } })}
              slotProps={{ input: { 'aria-label': `Lock ${slot.label}` } }}
            />
          }
          label={
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {slot.locked ? <LockIcon fontSize="small" aria-hidden /> : <LockOpenIcon fontSize="small" aria-hidden />}
              <span>{slot.locked ? 'Locked' : 'Members may edit'}</span>
            </Stack>
          }
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
        {[`${slot.brand ? 'Brand field' : 'Text'} “${slot.name}”`, textLimits(slot), pages && `on ${pages}`]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {/* A default of several lines (an address) keeps its line breaks, as the design draws it. */}
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {slot.brand ? 'Default: the member’s brand' : `Default: ${slot.default || '(empty)'}`}
      </Typography>
    </Box>
  );
}

/**
 * What members may change in the template — its text slots (lock, unlock and relabel each, without
 * a new upload), photo slots, colour classes and logo slot — with their defaults and limits.
 */
export function TemplateSlots({ template }: { template: Template }) {
  const photoUpdate = useUpdateSlotMutation(template.id);
  const { texts, photos } = template.slots;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="template-slots" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="template-slots" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        What members may change
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Everything else is locked. A locked text shows its default; a locked brand field shows the member’s brand.
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Texts
      </Typography>
      {texts.length === 0 ? (
        <Typography variant="body2">None</Typography>
      ) : (
        <Box component="ul" aria-label="Text slots" sx={{ m: 0, p: 0 }}>
          {texts.map((slot) => (
            <TextSlotRow key={slot.name} template={template} slot={slot} />
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Photos
      </Typography>
      {photos.length === 0 ? (
        <Typography variant="body2">None</Typography>
      ) : (
        <Box component="ul" aria-label="Photo slots" sx={{ m: 0, p: 0 }}>
          {photos.map((slot) => (
            <Box component="li" key={slot.name} sx={{ listStyle: 'none', py: 1.5 }}>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                <Box
                  component="img"
                  src={slot.default_href}
                  alt={`The template's ${slot.label}`}
                  sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
                <SlotLabelField
                  label={slot.label}
                  disabled={photoUpdate.isPending}
                  onSave={(label) => photoUpdate.mutate({ name: slot.name, setting: { label } })}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {`Photo “${slot.name}” · default ${slot.natural_width} × ${slot.natural_height} px · members pan and zoom it inside its frame`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        Colours
      </Typography>
      <ColorClassChips classes={template.classes} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        Logo
      </Typography>
      {template.has_logo_slot ? (
        <Chip size="small" label="The brand's logo, or another image" />
      ) : (
        <Typography variant="body2">None</Typography>
      )}
    </Paper>
  );
}
