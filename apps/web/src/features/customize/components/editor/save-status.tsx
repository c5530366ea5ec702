import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { SaveStatus } from './use-autosave';

/** Where the autosave is: saving, saved, or failed with a way to try again. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 32 }}>
      {status === 'saving' && (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Saving…
          </Typography>
        </>
      )}
      {status === 'saved' && (
        <>
          <CloudDoneOutlinedIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Saved
          </Typography>
        </>
      )}
      {status === 'failed' && (
        <>
          <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
          <Typography variant="body2" color="error">
            Couldn't save your changes
          </Typography>
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </Box>
  );
}
