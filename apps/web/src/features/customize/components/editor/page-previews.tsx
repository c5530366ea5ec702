import { Box, Stack, Typography } from '@mui/material';
import { renderPageSvg, type TemplateDocument, type ThemeValues } from '@stockroom/contract';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { boxedTexts, measureOverflows, type Overflow } from './text-boxes';

interface PagePreviewsProps {
  document: TemplateDocument;
  theme: ThemeValues;
  /** Every boxed text wider than its box, after each render and once the fonts have loaded. */
  onOverflows: (overflows: Overflow[]) => void;
}

const sizeLabel = (document: TemplateDocument) => `${document.width} × ${document.height} ${document.unit}`;

/**
 * Every page of the template in the member's values, as inline SVG from the serializer the server
 * renders exports with. The document was sanitized on the server and the serializer escapes every
 * text and attribute, so the markup can go in as it is.
 */
export function PagePreviews({ document, theme, onOverflows }: PagePreviewsProps) {
  const pages = useMemo(
    () =>
      document.pages.map((page, index) => ({
        name: page.name,
        svg: renderPageSvg(document, index, theme, { fluid: true, idPrefix: `p${index}-` }),
        boxes: boxedTexts(document, index),
      })),
    [document, theme],
  );
  const frames = useRef<(HTMLDivElement | null)[]>([]);
  const onOverflowsRef = useRef(onOverflows);
  onOverflowsRef.current = onOverflows;
  const measure = useRef(() => {});
  measure.current = () => {
    const overflows = pages.flatMap((page, index) => {
      const svg = frames.current[index]?.querySelector('svg');
      return svg ? measureOverflows(svg, index, page.boxes) : [];
    });
    onOverflowsRef.current(overflows);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new rendering of the pages is measured
  useLayoutEffect(() => measure.current(), [pages]);
  // Text measured before the template font arrived is measured again once it has.
  useEffect(() => {
    const fonts = globalThis.document.fonts;
    if (!fonts) return;
    const again = () => measure.current();
    void fonts.ready.then(again);
    fonts.addEventListener('loadingdone', again);
    return () => fonts.removeEventListener('loadingdone', again);
  }, []);

  const [, , viewWidth, viewHeight] = document.view_box;
  const aspect = viewWidth / viewHeight;
  const several = pages.length > 1;
  return (
    <Stack
      direction={{ xs: 'row', md: 'column' }}
      spacing={{ xs: 1.5, md: 3 }}
      sx={{
        alignItems: { xs: 'flex-start', md: 'center' },
        justifyContent: { xs: several ? 'flex-start' : 'center', md: 'flex-start' },
        // On a phone the pages stand side by side in the compact preview, one swipe apart.
        overflowX: { xs: 'auto', md: 'visible' },
        scrollSnapType: { xs: 'x mandatory', md: 'none' },
      }}
    >
      {pages.map((page, index) => (
        <Box
          component="figure"
          key={page.name + String(index)}
          sx={{
            m: 0,
            flex: 'none',
            scrollSnapAlign: 'start',
            // A phone's preview is as tall as the pane allows (--preview-page-height), the next page peeking.
            width: {
              xs: `min(${several ? '85%' : '100%'}, calc(var(--preview-page-height, 70vh) * ${aspect}))`,
              md: '100%',
            },
          }}
        >
          <Box
            ref={(element: HTMLDivElement | null) => {
              frames.current[index] = element;
            }}
            role="img"
            aria-label={`Preview of ${page.name}`}
            data-testid={`preview-page-${index + 1}`}
            sx={{
              mx: 'auto',
              // The whole page stays in view: as wide as the column, or as tall as most of the screen.
              width: { xs: '100%', md: `min(100%, calc(70vh * ${aspect}))` },
              aspectRatio: `${viewWidth} / ${viewHeight}`,
              bgcolor: '#fff',
              boxShadow: 3,
              overflow: 'hidden',
              '& > svg': { display: 'block', width: '100%', height: '100%' },
            }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a sanitized template through the escaping serializer (see above)
            dangerouslySetInnerHTML={{ __html: page.svg }}
          />
          <Typography
            component="figcaption"
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{
              mt: { xs: 0.5, md: 1 },
              textAlign: 'center',
              // A phone has no room for the size under a single page; several pages need their names.
              display: { xs: several ? 'block' : 'none', md: 'block' },
            }}
          >
            {several ? `${page.name} · ${sizeLabel(document)}` : sizeLabel(document)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
