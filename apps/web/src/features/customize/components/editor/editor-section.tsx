import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Collapse, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface EditorSectionProps {
  title: string;
  hint?: string;
  /** Unfolded; a folded section keeps its controls (and their state) but hides them. */
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One panel of the editor's controls, under a heading that folds and unfolds it (44 px tall: a thumb's reach). */
export function EditorSection({ title, hint, open, onToggle, children }: EditorSectionProps) {
  const headingId = useId();
  const bodyId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        <ButtonBase
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          focusRipple
          sx={{
            width: '100%',
            minHeight: 44,
            justifyContent: 'space-between',
            font: 'inherit',
            textAlign: 'left',
            borderRadius: 1,
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {title}
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', color: 'action.active' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={open} id={bodyId}>
        <Box sx={{ pt: 0.5, display: 'grid', gap: 1 }}>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
          {children}
        </Box>
      </Collapse>
    </Stack>
  );
}
