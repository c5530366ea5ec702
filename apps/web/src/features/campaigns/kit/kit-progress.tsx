import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Kit } from '@stockroom/contract';
import { ProgressBar } from '../../../components/feedback/progress-bar';
import { downloadHref } from '../../customize/components/export/start-download';
import { fileSize, piecesCount } from './kit-labels';
import { KitPiecesStatus } from './kit-pieces-status';

/** A kit in the dialog once asked for: its progress, its ZIP once ready, or why it failed; then each piece. */
export function KitProgress({ kit }: { kit: Kit }) {
  return (
    <Stack spacing={2.5}>
      {kit.status === 'rendering' && <Rendering kit={kit} />}
      {kit.status === 'ready' && <Ready kit={kit} />}
      {kit.status === 'failed' && (
        <Alert severity="error" role="alert">
          {kit.error || 'The kit could not be made.'}
        </Alert>
      )}
      <KitPiecesStatus kit={kit} />
    </Stack>
  );
}

function Rendering({ kit }: { kit: Kit }) {
  const percent = Math.round(kit.progress * 100);
  const inKit = kit.pieces.filter((piece) => piece.status !== 'blocked').length;
  return (
    <Box>
      <Typography variant="body1" sx={{ mb: 1 }}>{`Making ${piecesCount(inKit)}… ${percent}%`}</Typography>
      <ProgressBar variant="determinate" value={percent} aria-label="Kit progress" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        You can close this window: the kit is still made, and it appears under My assets.
      </Typography>
    </Box>
  );
}

function Ready({ kit }: { kit: Kit }) {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography>Your kit is ready; the download has started.</Typography>
      <Button
        component="a"
        href={downloadHref(kit.download_url)}
        download={kit.file_name}
        variant="contained"
        startIcon={<DownloadIcon />}
      >
        Download again
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${kit.file_name} · ${fileSize(kit.size_bytes)} · also listed under My assets`}
      </Typography>
    </Box>
  );
}
