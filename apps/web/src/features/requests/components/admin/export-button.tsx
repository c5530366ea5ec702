import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors';
import { fileDate, saveTextFile } from '../../../../lib/save-text-file';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { fetchRequestsCsv } from '../../api/admin-requests';
import type { AdminRequestsListQuery } from '../../api/keys';

/** "Export CSV": every request the filters match, read with the admin's token and saved as a file. */
export function ExportButton({ filters }: { filters: Omit<AdminRequestsListQuery, 'page' | 'page_size'> }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      saveTextFile(`requests-${fileDate()}.csv`, await fetchRequestsCsv(filters));
    } catch (error) {
      showSnackbar(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportCsv()}
      disabled={busy}
      sx={{ flexShrink: 0, ml: { sm: 'auto' } }}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
