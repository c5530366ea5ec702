import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Kit } from '@stockroom/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { errorMessage } from '../../../lib/api-errors';
import { startDownload } from '../../customize/components/export/start-download';
import type { CampaignAccess } from '../api/with-campaign-token';
import { useKit } from './api/get-kit';
import { useKitPreflight } from './api/preflight-kit';
import { useStartKit } from './api/start-kit';
import { isBlocked, piecesCount } from './kit-labels';
import { KitPreflightPieces, KitPreflightSummary } from './kit-preflight-pieces';
import { KitProgress } from './kit-progress';

interface KitExportDialogProps {
  campaignProjectId: string;
  access: CampaignAccess;
  /** Resolves once the editor's values are saved: the kit is made of what the member sees. */
  prepare: () => Promise<void>;
  open: boolean;
  onClose: () => void;
}

/**
 * "Download the kit" of a campaign: every piece checked first, grouped by piece; a piece with a
 * refusal is left out alone. Then the kit is made piece by piece and its ZIP downloaded.
 */
export function KitExportDialog({ open, onClose, ...panel }: KitExportDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Download the campaign kit</DialogTitle>
      {/* Mounted while open only: each opening checks the pieces as they are now. */}
      {open && <KitExportPanel {...panel} onClose={onClose} />}
    </Dialog>
  );
}

function KitExportPanel({ campaignProjectId, access, prepare, onClose }: Omit<KitExportDialogProps, 'open'>) {
  const [svg, setSvg] = useState(false);
  const [kitId, setKitId] = useState<string | null>(null);
  const preflight = useKitPreflight(campaignProjectId, access, prepare, svg);
  const start = useStartKit(campaignProjectId, access, prepare);
  const kit = useKit(kitId);
  useAutoDownload(kit.data);
  const reasonId = useId();

  const begin = () => start.mutate(svg, { onSuccess: (made) => setKitId(made.id) });

  if (kitId !== null) {
    const failed = kit.data?.status === 'failed';
    return (
      <>
        <DialogContent>
          {kit.data ? (
            <KitProgress kit={kit.data} />
          ) : kit.isError ? (
            <ErrorState error={kit.error} onRetry={() => void kit.refetch()} />
          ) : (
            <LoadingState label="Reading the kit" />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          {failed && (
            <Button variant="contained" onClick={begin} disabled={start.isPending}>
              Try again
            </Button>
          )}
        </DialogActions>
      </>
    );
  }

  const data = preflight.data;
  const checking = preflight.isFetching;
  const included = data ? data.pieces.filter((piece) => !isBlocked(piece)).length : 0;
  const hasScreenPieces = !data || data.pieces.some((piece) => piece.use === 'screen');
  const reason =
    data && !checking && included === 0
      ? data.pieces.length === 0
        ? 'There is no piece to put in a kit'
        : 'Every piece is left out: fix the problems marked Must fix to download the kit'
      : null;
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            One ZIP with a print-ready PDF of each print piece and a PNG of each page of each screen piece. Every file
            is also listed under My assets.
          </Typography>
          {hasScreenPieces && (
            <div>
              <FormControlLabel
                control={<Checkbox checked={svg} onChange={(event) => setSvg(event.target.checked)} />}
                label="Include SVGs of screen pieces"
                disabled={start.isPending}
              />
              <FormHelperText sx={{ mt: -0.5 }}>An SVG of each page beside its PNG, for designers.</FormHelperText>
            </div>
          )}
          {preflight.isError && !checking ? (
            <ErrorState
              error={new Error(`Couldn't check the pieces: ${errorMessage(preflight.error)}`)}
              onRetry={() => void preflight.refetch()}
            />
          ) : data ? (
            <>
              {checking ? (
                <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <CircularProgress size={18} aria-hidden />
                  <Typography variant="body2">Checking the pieces again…</Typography>
                </Stack>
              ) : (
                <KitPreflightSummary preflight={data} />
              )}
              <Box sx={{ opacity: checking ? 0.6 : 1, transition: 'opacity 150ms' }}>
                <KitPreflightPieces preflight={data} />
              </Box>
            </>
          ) : (
            <LoadingState label="Checking every piece" />
          )}
          {start.isError && <ErrorState error={start.error} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {reason && (
          <Typography
            id={reasonId}
            variant="body2"
            sx={{ flexBasis: '100%', px: 1, color: 'error.main', textAlign: 'right' }}
          >
            {reason}
          </Typography>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!data || checking || preflight.isError || included === 0 || start.isPending}
          aria-describedby={reason ? reasonId : undefined}
          onClick={begin}
        >
          {data && !checking ? `Download kit (${piecesCount(included)})` : 'Download kit'}
        </Button>
      </DialogActions>
    </>
  );
}

/** A kit made in this dialog downloads once by itself; "Download again" stays for a second copy. */
function useAutoDownload(kit: Kit | undefined) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (kit?.status !== 'ready' || !kit.download_url || done.current === kit.id) return;
    done.current = kit.id;
    startDownload(kit.download_url, kit.file_name);
  }, [kit]);
}
