import { Box, Chip, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { pieceUseLabel } from './kit-labels';

interface PieceRowProps {
  title: string;
  use: 'print' | 'screen';
  /** Where the piece stands: a chip or a short text, at the end of its title line. */
  status: ReactNode;
  children?: ReactNode;
}

/** One piece of a kit, in a list: its title, print or screen, where it stands, then details below. */
export function PieceRow({ title, use, status, children }: PieceRowProps) {
  const titleId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ px: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 'auto', minWidth: 0 }}>
          {title}
        </Typography>
        {/* The use and the status wrap together, so that a narrow screen keeps them side by side. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label={pieceUseLabel(use)} size="small" variant="outlined" />
          {status}
        </Box>
      </Box>
      {children}
    </Box>
  );
}

/** The list the rows sit in: one bordered box, rows divided. */
export function PieceList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {children}
    </Box>
  );
}
