import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Collapse, Typography } from '@mui/material';
import type { Transaction } from '@stockroom/contract';
import { useId, useState } from 'react';

/**
 * A download's print check, as it was when the file was made: "clean", or its warnings (a refusal
 * stops an export, so only warnings are kept), which unfold below the row.
 */
export function DownloadPreflight({ transaction }: { transaction: Transaction }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const warnings = transaction.preflight;
  if (warnings.length === 0) {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckCircleOutlineIcon />}
        label="Print check: clean"
      />
    );
  }
  const count = `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`;
  return (
    <>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberIcon />}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {count}
            <ExpandMoreIcon
              aria-hidden
              sx={{
                fontSize: 16,
                ml: 0.25,
                transition: 'transform 150ms',
                transform: open ? 'rotate(180deg)' : 'none',
              }}
            />
          </Box>
        }
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Print check: ${count}`}
      />
      {/* Last in the row whatever comes after it in the markup, on a line of its own. */}
      <Collapse in={open} id={listId} sx={{ order: 1, flexBasis: '100%' }}>
        <Box
          component="ul"
          aria-label={`Print check warnings of ${transaction.file_name}`}
          sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5, color: 'text.secondary', listStyleType: 'disc' }}
        >
          {warnings.map((warning) => (
            <Typography
              component="li"
              variant="body2"
              key={`${warning.code}-${warning.page}-${warning.message}`}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {warning.message}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </>
  );
}
