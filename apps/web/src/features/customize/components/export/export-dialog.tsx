import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TemplateDocument, Transaction } from '@stockroom/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ProgressBar } from '../../../../components/feedback/progress-bar';
import { errorMessage } from '../../../../lib/api-errors';
import { type ExportState, useExportProject } from '../../api/export-project';
import type { OpenedProject } from '../../api/open-project';
import { usePreflight } from '../../api/preflight-project';
import { ExportForm } from './export-form';
import { choiceProblem, exportRequest, initialChoice } from './export-options';
import { PreflightFindings, type PrintCheckState } from './preflight-findings';
import { downloadHref, startDownload } from './start-download';

interface ExportDialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** "Download Spring flyer". */
  title: string;
  children: ReactNode;
}

/** The dialog every export happens in: full screen on a phone. */
export function ExportDialogFrame({ open, onClose, title, children }: ExportDialogFrameProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

interface ExportPanelProps {
  document: TemplateDocument;
  opened: OpenedProject;
  renew: () => Promise<OpenedProject>;
  /** Runs before each export (the editor saves what is on screen). */
  prepare?: () => Promise<void>;
  onClose: () => void;
  /** A finding's "Go to field": closes the dialog and brings that field of the editor into view. */
  onGoToField?: (field: string) => void;
}

/** Choose a format, export, follow the render's progress, then download (at once, and by the link). */
export function ExportPanel({ document, opened, renew, prepare, onClose, onGoToField }: ExportPanelProps) {
  const [choice, setChoice] = useState(initialChoice);
  const { state, start, reset } = useExportProject(opened, renew, prepare);
  const request = choiceProblem(choice) === null ? exportRequest(choice) : null;
  const check = usePreflight({ opened, renew, prepare, request });
  // Only an answer for this very choice stops it: while a check runs, the server's export decides.
  const refused = check.data?.ok === false;
  const refusedId = useId();
  const busy = state.status === 'rendering';
  useAutoDownload(state);
  return (
    <>
      <DialogContent>
        {state.status === 'ready' ? (
          <ReadyFile transaction={state.transaction} />
        ) : (
          <ExportForm document={document} choice={choice} onChange={setChoice} disabled={busy} />
        )}
        {state.status !== 'ready' && request && (
          <PreflightFindings
            state={printCheckState(check)}
            severalPages={document.pages.length > 1}
            onRetry={() => void check.refetch()}
            onGoToField={onGoToField}
          />
        )}
        {state.status === 'rendering' && <RenderProgress progress={state.progress} />}
        {state.status === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {state.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {/* Beside the button it explains, on a line of its own: it stays in view however long the list. */}
        {state.status !== 'ready' && refused && (
          <Typography
            id={refusedId}
            variant="body2"
            sx={{ flexBasis: '100%', px: 1, color: 'error.main', textAlign: 'right' }}
          >
            Fix the problems marked Must fix to export this file
          </Typography>
        )}
        <Button onClick={onClose}>{state.status === 'ready' ? 'Close' : 'Cancel'}</Button>
        {state.status === 'ready' ? (
          <Button key="again" variant="outlined" onClick={reset}>
            Export another
          </Button>
        ) : (
          <Button
            key="export"
            variant="contained"
            disabled={busy || request === null || refused}
            aria-describedby={refused ? refusedId : undefined}
            onClick={() => void start(exportRequest(choice))}
          >
            {state.status === 'failed' ? 'Try again' : 'Export'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function printCheckState(check: ReturnType<typeof usePreflight>): PrintCheckState {
  if (check.isFetching || check.isPending) return { status: 'checking' };
  if (check.isError) return { status: 'failed', message: errorMessage(check.error) };
  return { status: 'done', preflight: check.data };
}

/** A finished export downloads once by itself; the link stays for a second copy or a blocked download. */
function useAutoDownload(state: ExportState) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'ready' || done.current === state.transaction.id) return;
    done.current = state.transaction.id;
    startDownload(state.transaction.download_url, state.transaction.file_name);
  }, [state]);
}

function RenderProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>{`Rendering… ${percent}%`}</Typography>
      <ProgressBar variant="determinate" value={percent} aria-label="Export progress" />
    </Box>
  );
}

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ReadyFile({ transaction }: { transaction: Transaction }) {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>Your file is ready; the download has started.</Typography>
      <Button
        component="a"
        href={downloadHref(transaction.download_url)}
        download={transaction.file_name}
        variant="contained"
        startIcon={<DownloadIcon />}
      >
        {`Download ${transaction.file_name}`}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {kilobytes(transaction.size_bytes)} · also listed under My assets
      </Typography>
    </Box>
  );
}
