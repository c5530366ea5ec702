import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { Transaction } from '@stockroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { fetchTransaction } from '../../api/get-transaction';
import { startDownload } from '../export/start-download';

/** Downloads a past export again: the stored address expires, so a fresh one is read first. */
export function DownloadAgainButton({ transaction, label }: { transaction: Transaction; label: string }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const fresh = await fetchTransaction(transaction.id);
      if (fresh.status !== 'ready' || !fresh.download_url) {
        showSnackbar(
          fresh.status === 'failed' ? fresh.error || 'This export failed' : 'This export is still rendering',
        );
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
