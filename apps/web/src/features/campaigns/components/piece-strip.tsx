import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { type Project, renderPageSvg, type ThemeValues } from '@stockroom/contract';
import { memo, useMemo } from 'react';

export const sizeLabel = (project: Project) =>
  `${project.document.width} × ${project.document.height} ${project.document.unit}`;

/** How tall a thumbnail's page is drawn: a strip a thumb scrolls on a phone, a little more on a desktop. */
const PAGE_HEIGHT = { xs: 72, md: 96 };

interface PieceThumbnailProps {
  project: Project;
  index: number;
  theme: ThemeValues;
  selected: boolean;
  troubled: boolean;
  onSelect: (projectId: string) => void;
}

/**
 * A piece's first page in the campaign's values, with its title and size: drawn by the serializer
 * the server renders with, from a sanitized template (as the editor's preview is), its ids prefixed
 * so that the pages side by side keep their gradients and clips apart.
 */
const PieceThumbnail = memo(function PieceThumbnail(props: PieceThumbnailProps) {
  const { project, index, theme, selected, troubled, onSelect } = props;
  const svg = useMemo(
    () => renderPageSvg(project.document, 0, theme, { fluid: true, idPrefix: `piece${index}-` }),
    [project.document, theme, index],
  );
  const [, , width, height] = project.document.view_box;
  return (
    <ButtonBase
      onClick={() => onSelect(project.id)}
      aria-pressed={selected}
      focusRipple
      sx={{
        width: '100%',
        height: '100%',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        gap: 0.75,
        p: 1,
        borderRadius: 1.5,
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : 'grey.100',
        textAlign: 'left',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'grey.200' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ height: PAGE_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box
          aria-hidden
          data-testid={`piece-thumbnail-${index + 1}`}
          sx={{
            height: '100%',
            maxWidth: '100%',
            aspectRatio: `${width} / ${height}`,
            bgcolor: '#fff',
            boxShadow: 1,
            overflow: 'hidden',
            '& > svg': { display: 'block', width: '100%', height: '100%' },
          }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a sanitized template through the escaping serializer (see above)
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 600,
          lineHeight: 1.3,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {project.product_title}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 'auto' }}>
        {troubled && <ErrorOutlineIcon color="error" sx={{ fontSize: 16 }} aria-hidden />}
        <Typography variant="caption" color={troubled ? 'error' : 'text.secondary'} noWrap>
          {troubled ? 'Not saved' : sizeLabel(project)}
        </Typography>
      </Stack>
    </ButtonBase>
  );
});

interface PieceStripProps {
  pieces: Project[];
  themes: Map<string, ThemeValues>;
  selectedId: string;
  troubled: Set<string>;
  onSelect: (projectId: string) => void;
}

/** Every piece side by side, live in the campaign's values; one is chosen to show large. On a phone the strip scrolls. */
export function PieceStrip({ pieces, themes, selectedId, troubled, onSelect }: PieceStripProps) {
  return (
    <Box
      component="ul"
      aria-label="Pieces"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: 1,
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        // To the screen's edges on a phone, so that the next piece shows it is there to scroll to.
        mx: { xs: -2, md: 0 },
        px: { xs: 2, md: 0 },
        scrollPaddingInline: { xs: 16, md: 0 },
      }}
    >
      {pieces.map((project, index) => {
        const theme = themes.get(project.id);
        if (!theme) return null;
        return (
          <Box
            component="li"
            key={project.id}
            sx={{ flex: 'none', width: { xs: 132, md: 164 }, scrollSnapAlign: 'start' }}
          >
            <PieceThumbnail
              project={project}
              index={index}
              theme={theme}
              selected={project.id === selectedId}
              troubled={troubled.has(project.id)}
              onSelect={onSelect}
            />
          </Box>
        );
      })}
    </Box>
  );
}
