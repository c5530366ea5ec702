import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { SaveStatus } from './use-autosave';

interface SaveStatusLineProps {
  status: SaveStatus;
  onRetry: () => void;
  /** Why the values are not saved: what blocks them, or what the server refused. */
  detail?: string;
  id?: string;
}

/** Where the autosave is: saving, saved, not saved and why, or failed with a way to try again. */
export function SaveStatusLine({ status, onRetry, detail, id }: SaveStatusLineProps) {
  return (
    <Box
      id={id}
      role="status"
      aria-live="polite"
      // It gives way to the buttons beside it: a long reason ends in "…" (its field says it in full).
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 32, minWidth: 0, flex: '1 1 0' }}
    >
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
      {(status === 'blocked' || (status === 'failed' && detail)) && (
        <>
          <ErrorOutlineIcon fontSize="small" color="error" aria-hidden sx={{ flex: 'none' }} />
          <Typography variant="body2" color="error" noWrap title={`Not saved: ${detail}`}>
            {`Not saved: ${detail}`}
          </Typography>
        </>
      )}
      {status === 'failed' && !detail && (
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
