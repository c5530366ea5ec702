import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { type ExportFormat, PNG_MAX_WIDTH, type TemplateDocument } from '@stockroom/contract';
import { useId } from 'react';
import {
  choiceProblem,
  type ExportChoice,
  isPrintTemplate,
  pngSize,
  pngSizeOptions,
  shownSize,
} from './export-options';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'png', label: 'PNG image', hint: 'One page, for the web and social media' },
  { value: 'pdf', label: 'PDF', hint: 'Every page, vector: text stays sharp at any size' },
  { value: 'svg', label: 'SVG', hint: 'One page, vector, for designers' },
];

interface ExportFormProps {
  document: TemplateDocument;
  choice: ExportChoice;
  onChange: (choice: ExportChoice) => void;
  disabled: boolean;
}

/** What to export: the format, and the page, size or print options that format takes. */
export function ExportForm({ document, choice, onChange, disabled }: ExportFormProps) {
  const set = (patch: Partial<ExportChoice>) => onChange({ ...choice, ...patch });
  const formatLabel = useId();
  const pageLabel = useId();
  const sizeLabel = useId();
  const problem = choiceProblem(choice);
  const sizes = pngSizeOptions(document);
  const size = shownSize(document, choice);
  const chosenWidth = sizes.find((o) => o.value === size)?.width ?? document.width;
  const typed = pngSize(document, Number(choice.width));
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <FormControl disabled={disabled}>
        <FormLabel id={formatLabel}>Format</FormLabel>
        <RadioGroup
          aria-labelledby={formatLabel}
          value={choice.format}
          onChange={(event) => set({ format: event.target.value as ExportFormat })}
        >
          {FORMATS.map((format) => (
            <FormControlLabel
              key={format.value}
              value={format.value}
              control={<Radio />}
              label={
                <span>
                  {format.label}
                  <FormHelperText component="span" sx={{ display: 'block', m: 0 }}>
                    {format.hint}
                  </FormHelperText>
                </span>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {choice.format !== 'pdf' && document.pages.length > 1 && (
        <FormControl disabled={disabled} fullWidth>
          <InputLabel id={pageLabel}>Page</InputLabel>
          <Select
            labelId={pageLabel}
            label="Page"
            value={choice.page}
            onChange={(event) => set({ page: Number(event.target.value) })}
          >
            {document.pages.map((page, index) => (
              <MenuItem key={page.name + String(index)} value={index + 1}>
                {page.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {choice.format === 'png' && (
        <Stack spacing={2}>
          <FormControl disabled={disabled} fullWidth>
            <InputLabel id={sizeLabel}>Size</InputLabel>
            <Select
              labelId={sizeLabel}
              label="Size"
              value={size}
              onChange={(event) => {
                const value = event.target.value;
                set(
                  value === 'width' ? { size: 'width', width: choice.width || String(chosenWidth) } : { size: value },
                );
              }}
            >
              {sizes.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
              <MenuItem value="width">Width in pixels…</MenuItem>
            </Select>
          </FormControl>
          {choice.size === 'width' && (
            <TextField
              label="Width in pixels"
              type="number"
              value={choice.width}
              onChange={(event) => set({ width: event.target.value })}
              error={problem !== null}
              helperText={
                problem ??
                `${typed.width.toLocaleString('en-US')} × ${typed.height.toLocaleString('en-US')} px: 16 to ${PNG_MAX_WIDTH} wide, the height follows the page's shape`
              }
              disabled={disabled}
              slotProps={{ htmlInput: { min: 16, max: PNG_MAX_WIDTH, step: 1, inputMode: 'numeric' } }}
            />
          )}
        </Stack>
      )}
      {choice.format === 'pdf' && isPrintTemplate(document) && (
        <FormControl disabled={disabled}>
          <FormControlLabel
            control={
              <Checkbox checked={choice.printReady} onChange={(event) => set({ printReady: event.target.checked })} />
            }
            label="Print-ready"
          />
          <FormHelperText sx={{ mt: -0.5 }}>
            For a print shop: the bleed, crop marks and trim and bleed boxes, with the theme colours written as CMYK.
          </FormHelperText>
        </FormControl>
      )}
      {choice.format === 'svg' && (
        <FormControl disabled={disabled}>
          <FormControlLabel
            control={
              <Checkbox checked={choice.outlines} onChange={(event) => set({ outlines: event.target.checked })} />
            }
            label="Text as outlines"
          />
          <FormHelperText sx={{ mt: -0.5 }}>
            Each letter drawn as a shape, for tools without the fonts. Otherwise the text stays text, with its fonts
            embedded in the file.
          </FormHelperText>
        </FormControl>
      )}
    </Stack>
  );
}
