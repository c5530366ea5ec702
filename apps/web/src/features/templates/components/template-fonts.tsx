import { GlobalStyles } from '@mui/material';

/**
 * The fonts templates are designed in, from the same files the server renders with (`/fonts/…`),
 * so that a preview breaks its lines where the exported file does.
 */
const FACES = [
  ['Regular', 400, 'normal'],
  ['It', 400, 'italic'],
  ['Semibold', 600, 'normal'],
  ['Bold', 700, 'normal'],
  ['Black', 900, 'normal'],
] as const;

const styles = FACES.map(([file, weight, style]) => ({
  '@font-face': {
    // Quoted: unquoted, the "3" makes the name invalid CSS and the whole rule is dropped.
    fontFamily: '"Source Sans 3"',
    src: `url(/fonts/SourceSans3-${file}.ttf) format("truetype")`,
    fontWeight: weight,
    fontStyle: style,
    fontDisplay: 'block',
  },
}));

export const TemplateFonts = () => <GlobalStyles styles={styles} />;
