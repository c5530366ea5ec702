import { Box, Stack, Typography } from '@mui/material';
import { renderPageSvg, type TemplateDocument, type ThemeValues } from '@stockroom/contract';
import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type HighlightRect, SlotHighlights, slotElementAt, slotRects, slotsOfElement } from './slot-highlight';

/** A click on the preview that landed on a slot: a text (the first slot it shows) or a photo. */
export interface SlotClick {
  kind: 'text' | 'photo';
  name: string;
}

interface PagePreviewsProps {
  document: TemplateDocument;
  theme: ThemeValues;
  /** The slots whose field has the focus: outlined on the pages that show them. */
  highlight: string[];
  onSlotClick: (click: SlotClick) => void;
}

const sizeLabel = (document: TemplateDocument) => `${document.width} × ${document.height} ${document.unit}`;

/** The outlines of the highlighted slots on each page, measured again whenever the pages are drawn or resized. */
function useHighlightRects(pageCount: number, highlight: string[], drawn: unknown) {
  const frames = useRef<(HTMLDivElement | null)[]>([]);
  const [rects, setRects] = useState<HighlightRect[][]>([]);
  const key = highlight.join(' ');
  const measure = useRef(() => {});
  measure.current = () => {
    const names = key ? key.split(' ') : [];
    const next = Array.from({ length: pageCount }, (_, i) => {
      const frame = frames.current[i];
      return frame ? slotRects(frame, names) : [];
    });
    setRects((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new drawing or highlight is measured again
  useLayoutEffect(() => measure.current(), [key, drawn]);
  useEffect(() => {
    const again = () => measure.current();
    const fonts = globalThis.document.fonts;
    fonts?.addEventListener('loadingdone', again);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(again);
    for (const frame of frames.current) if (frame) observer?.observe(frame);
    window.addEventListener('resize', again);
    return () => {
      fonts?.removeEventListener('loadingdone', again);
      observer?.disconnect();
      window.removeEventListener('resize', again);
    };
  }, []);
  return { frames, rects };
}

/**
 * Every page of the template in the member's values, as inline SVG from the serializer the server
 * renders exports with. The document was sanitized on the server and the serializer escapes every
 * text and attribute, so the markup can go in as it is. Each slot is marked (`data-slots`,
 * `data-slot`), so that a click on it finds its field and a focused field can be outlined here.
 */
export function PagePreviews({ document, theme, highlight, onSlotClick }: PagePreviewsProps) {
  const pages = useMemo(
    () =>
      document.pages.map((page, index) => ({
        name: page.name,
        svg: renderPageSvg(document, index, theme, { fluid: true, idPrefix: `p${index}-`, markSlots: true }),
      })),
    [document, theme],
  );
  const { frames, rects } = useHighlightRects(pages.length, highlight, pages);
  const onClick = (event: MouseEvent) => {
    const element = slotElementAt(event.target);
    const name = element ? slotsOfElement(element)[0] : undefined;
    if (element && name) onSlotClick({ kind: element.localName === 'image' ? 'photo' : 'text', name });
  };

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
          {/* The whole page stays in view: as wide as the column, or as tall as most of the screen. */}
          <Box
            sx={{ position: 'relative', mx: 'auto', width: { xs: '100%', md: `min(100%, calc(70vh * ${aspect}))` } }}
          >
            <Box
              ref={(element: HTMLDivElement | null) => {
                frames.current[index] = element;
              }}
              role="img"
              onClick={onClick}
              aria-label={`Preview of ${page.name}`}
              data-testid={`preview-page-${index + 1}`}
              sx={{
                width: '100%',
                aspectRatio: `${viewWidth} / ${viewHeight}`,
                bgcolor: '#fff',
                boxShadow: 3,
                overflow: 'hidden',
                '& > svg': { display: 'block', width: '100%', height: '100%' },
                '& [data-slots], & image[data-slot]': { cursor: 'pointer' },
              }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a sanitized template through the escaping serializer (see above)
              dangerouslySetInnerHTML={{ __html: page.svg }}
            />
            <SlotHighlights rects={rects[index] ?? []} />
          </Box>
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
