import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { fileDate, saveTextFile } from '../../lib/save-text-file';
import { showSnackbar } from '../../lib/snackbar-bus';

interface CsvExportButtonProps {
  /** The file's name before its date: `requests` saves `requests-2026-11-28.csv`. */
  name: string;
  /** Reads every row the screen's filters match, as CSV, with the admin's token. */
  read: () => Promise<string>;
}

/** "Export CSV" on an admin table: what the server sends is saved as a file; a failure is said. */
export function CsvExportButton({ name, read }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      saveTextFile(`${name}-${fileDate()}.csv`, await read());
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
