import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { startDownload } from '../export/start-download';

/** A stored file as read again: a download's transaction or a campaign kit. */
export interface StoredFile {
  status: 'rendering' | 'ready' | 'failed';
  download_url: string;
  file_name: string;
  error: string;
}

interface DownloadAgainButtonProps {
  /** Reads the file again: its stored address expires, so a fresh one is read first. */
  read: () => Promise<StoredFile>;
  label: string;
  /** Said when it is not ready after all: "This export failed", "This export is still rendering". */
  notReady: { failed: string; rendering: string };
}

/** Downloads a past export or kit again, from a fresh address. */
export function DownloadAgainButton({ read, label, notReady }: DownloadAgainButtonProps) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const fresh = await read();
      if (fresh.status !== 'ready' || !fresh.download_url) {
        showSnackbar(fresh.status === 'failed' ? fresh.error || notReady.failed : notReady.rendering);
        return;
      }
      startDownload(fresh.download_url, fresh.file_name);
    } catch (error) {
      showSnackbar(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={pending}
      aria-label={label}
    >
      Download
    </Button>
  );
}
