import { Stack, Typography } from '@mui/material';
import { useRecordingSettings } from '../api/recordings';

/** /my-account: what session recording keeps of the member's visits, and why (spec §4). */
export function RecordingNotice() {
  const settings = useRecordingSettings();
  const s = settings.data;
  if (!s) return null;
  return (
    <Stack component="section" aria-labelledby="recording-heading" spacing={1}>
      <Typography id="recording-heading" variant="h6" component="h2">
        Session recording
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {s.recorded
          ? `To improve Stockroom, we record the pages you visit and where you click, so that we can see where the product gets in your way. What you type, and your personal and brand details, are masked in your browser and never recorded. Recordings are kept for ${s.retention_days} ${s.retention_days === 1 ? 'day' : 'days'}, then deleted.`
          : 'Your visits are not recorded.'}
      </Typography>
    </Stack>
  );
}
