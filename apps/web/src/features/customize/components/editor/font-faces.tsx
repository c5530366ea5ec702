import { GlobalStyles } from '@mui/material';
import { getRuntimeConfig } from '../../../../lib/runtime-config';

/**
 * The template fonts as the server renders with them (the same TTF files, served at /fonts), so
 * that the preview breaks and measures lines as the export will.
 */
const FACES = [
  { file: 'SourceSans3-Regular.ttf', weight: 400, style: 'normal' },
  { file: 'SourceSans3-It.ttf', weight: 400, style: 'italic' },
  { file: 'SourceSans3-Semibold.ttf', weight: 600, style: 'normal' },
  { file: 'SourceSans3-Bold.ttf', weight: 700, style: 'normal' },
  { file: 'SourceSans3-Black.ttf', weight: 900, style: 'normal' },
] as const;

const TEMPLATE_FONT_FAMILY = 'Source Sans 3';

export function TemplateFontFaces() {
  const base = getRuntimeConfig().serviceUrls.main;
  return (
    <GlobalStyles
      styles={FACES.map((face) => ({
        '@font-face': {
          fontFamily: `'${TEMPLATE_FONT_FAMILY}'`,
          src: `url('${base}/fonts/${face.file}') format('truetype')`,
          fontWeight: face.weight,
          fontStyle: face.style,
          fontDisplay: 'block',
        },
      }))}
    />
  );
}
