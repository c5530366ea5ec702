import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { TEMPLATE_SVG_MAX_BYTES } from '@stockroom/contract';
import { type Ref, useId, useRef, useState } from 'react';
import { formatBytes } from './template-format';

/** An SVG the admin chose, read as text in the browser: the server gets the document, not a file upload. */
export interface ChosenSvg {
  fileName: string;
  text: string;
}

interface SvgFileFieldProps {
  chosen: ChosenSvg | null;
  onChoose: (svg: ChosenSvg | null) => void;
  /** The form's problem with the field (none chosen, refused by the server). */
  error?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  buttonLabel: string;
}

/** The file's text; FileReader rather than File.text(), which older engines (and jsdom) lack. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsText(file);
  });

const looksLikeSvg = (file: File) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

/**
 * Choose an .svg file; it is checked against the size cap before it is read, so a file the server
 * would refuse never travels.
 */
export function SvgFileField({ chosen, onChoose, error, disabled, buttonRef, buttonLabel }: SvgFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!looksLikeSvg(file)) {
      setProblem(`${file.name} is not an SVG file.`);
      onChoose(null);
      return;
    }
    if (file.size > TEMPLATE_SVG_MAX_BYTES) {
      setProblem(
        `${file.name} is ${formatBytes(file.size)}; an SVG template is at most ${formatBytes(TEMPLATE_SVG_MAX_BYTES)}.`,
      );
      onChoose(null);
      return;
    }
    try {
      onChoose({ fileName: file.name, text: await readText(file) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      onChoose(null);
    }
  };

  const shown = problem ?? error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {buttonLabel}
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {chosen ? `${chosen.fileName} (${formatBytes(new Blob([chosen.text]).size)})` : 'No file chosen'}
        </Typography>
      </Stack>
      <input
        ref={input}
        type="file"
        accept=".svg,image/svg+xml"
        aria-label="SVG file"
        hidden
        onChange={(event) => {
          void read(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText id={hintId} error={shown !== undefined && shown !== null} sx={{ mx: 0 }}>
        {shown ??
          `Up to ${formatBytes(TEMPLATE_SVG_MAX_BYTES)}. Paint with the classes accent1, accent2, light1, light2, dark1, dark2; write {{isp}}, {{url}}, {{phone}} where the brand's texts go.`}
      </FormHelperText>
    </Stack>
  );
}
