import LockIcon from '@mui/icons-material/Lock';
import { Box } from '@mui/material';
import { productTypeLabel } from './product-facts';

/**
 * A product's type and, when it is locked, "Locked", drawn as MUI's small chips look. Every card of
 * the member's first page shows them: the Chip component would add more to that first visit than
 * these two labels need (decision 0012's budget).
 */
export function ProductBadges({ type, locked }: { type: string; locked: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={badge}>
        {productTypeLabel(type)}
      </Box>
      {locked && (
        <Box
          component="span"
          sx={{ ...badge, bgcolor: 'warning.main', borderColor: 'warning.main', color: 'warning.contrastText' }}
        >
          <LockIcon aria-hidden sx={{ fontSize: 16, ml: -0.25, mr: 0.5 }} />
          Locked
        </Box>
      )}
    </Box>
  );
}

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: 1,
  borderRadius: 3,
  border: 1,
  borderColor: 'grey.400',
  typography: 'body2',
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const;
