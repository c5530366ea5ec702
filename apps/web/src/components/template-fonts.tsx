import { GlobalStyles } from '@mui/material';
import { getRuntimeConfig } from '../lib/runtime-config';

/**
 * The template fonts as the server renders with them (the same TTF files, served at /fonts), so
 * that a preview breaks and measures lines as the export will.
 */
const FACES = [
  { file: 'SourceSans3-Regular.ttf', weight: 400, style: 'normal' },
  { file: 'SourceSans3-It.ttf', weight: 400, style: 'italic' },
  { file: 'SourceSans3-Semibold.ttf', weight: 600, style: 'normal' },
  { file: 'SourceSans3-Bold.ttf', weight: 700, style: 'normal' },
  { file: 'SourceSans3-Black.ttf', weight: 900, style: 'normal' },
] as const;

export function TemplateFontFaces() {
  const base = getRuntimeConfig().serviceUrls.main;
  return (
    <GlobalStyles
      styles={FACES.map((face) => ({
        '@font-face': {
          // Quoted: unquoted, the "3" makes the name invalid CSS and the whole rule is dropped.
          fontFamily: "'Source Sans 3'",
          src: `url('${base}/fonts/${face.file}') format('truetype')`,
          fontWeight: face.weight,
          fontStyle: face.style,
          fontDisplay: 'block',
        },
      }))}
    />
  );
}
