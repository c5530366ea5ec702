import DownloadIcon from '@mui/icons-material/Download';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useId } from 'react';
import { SaveStatusLine } from './save-status';
import type { SaveStatus } from './use-autosave';

interface EditorToolbarProps {
  status: SaveStatus;
  onRetry: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDownload: () => void;
  /** What the download button says: "Download" unless told (a campaign downloads a kit). */
  downloadLabel?: string;
  downloadDisabled: boolean;
  /** Why nothing may be downloaded or saved now (a text past its box): shown, and said of both. */
  problem?: string;
}

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Touch-sized: every button here is at least 44 px each way. */
const TOUCH = { minWidth: 44, minHeight: 44 } as const;

/** Where the autosave is, undo and redo, and the download. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { status, onRetry, canUndo, canRedo, onUndo, onRedo, onDownload, downloadDisabled, problem } = props;
  const downloadLabel = props.downloadLabel ?? 'Download';
  const statusId = useId();
  const mod = isApple() ? '⌘' : 'Ctrl+';
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 1, rowGap: 0.5 }}
    >
      <SaveStatusLine id={statusId} status={status} onRetry={onRetry} detail={problem} />
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 0.5, ml: 'auto' }}>
        <Box role="group" aria-label="History" sx={{ display: 'flex' }}>
          {/* A disabled button shows no tooltip of its own: the span holds it. */}
          <Tooltip title={`Undo (${mod}Z)`} describeChild>
            <span>
              <IconButton aria-label="Undo" onClick={onUndo} disabled={!canUndo} sx={TOUCH}>
                <UndoIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={`Redo (${mod}${isApple() ? '⇧Z' : 'Y'})`} describeChild>
            <span>
              <IconButton aria-label="Redo" onClick={onRedo} disabled={!canRedo} sx={TOUCH}>
                <RedoIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <Tooltip title={problem ? 'Fix what is not saved to download' : ''} describeChild>
          <span>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={onDownload}
              disabled={downloadDisabled || Boolean(problem)}
              aria-describedby={problem ? statusId : undefined}
              sx={{ ...TOUCH, ml: 0.5 }}
            >
              {downloadLabel}
            </Button>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
