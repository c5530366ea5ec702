import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { type CsvCell, downloadCsv, toCsv } from '../lib/csv';

export interface CsvExport {
  /** The file's name without its extension; the period is added to it. */
  name: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

interface CsvButtonProps {
  /** What the file holds, for the button's accessible name ("Download top searches as CSV"). */
  what: string;
  period: { from: string; to: string };
  csv: () => CsvExport;
}

/** Downloads what a table shows as a CSV file named after it and its period. */
export function CsvButton({ what, period, csv }: CsvButtonProps) {
  const save = () => {
    const { name, header, rows } = csv();
    downloadCsv(`${name}-${period.from}-to-${period.to}.csv`, toCsv(header, rows));
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={save} aria-label={`Download ${what} as CSV`}>
      CSV
    </Button>
  );
}
