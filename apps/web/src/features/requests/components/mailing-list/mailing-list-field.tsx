import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, FormHelperText, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { type Ref, useRef } from 'react';
import { MailingListReport } from './mailing-list-report';
import { SAMPLE_CSV_HREF } from './sample-csv';
import type { MailingListState } from './use-mailing-list';

interface MailingListFieldProps {
  state: MailingListState;
  onChoose: (file: File) => void;
  /** The form's message for the field (none chosen, or the server's). */
  error?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Choose (or replace) the mailing list's CSV file, and see what the server made of it. */
export function MailingListField({ state, onChoose, error, buttonRef }: MailingListFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const checking = state.status === 'checking';
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Mailing list
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A CSV file with a header row naming at least name, address_line1, city and zip_code. A US or Canadian address
        needs its state or province code (IL, ON) and its ZIP or postal code; an empty country means the United States.
        Company, address_line2 and country are optional.{' '}
        <Link href={SAMPLE_CSV_HREF} download="mailing-list-sample.csv">
          Download a sample CSV
        </Link>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={checking}
          onClick={() => input.current?.click()}
        >
          {state.status === 'empty' ? 'Choose CSV file' : 'Replace file'}
        </Button>
        {state.status !== 'empty' && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {state.fileName}
          </Typography>
        )}
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Mailing list (CSV) file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be chosen again once it is fixed.
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </Stack>
      {checking && <LinearProgress aria-label={`Checking ${state.fileName}`} />}
      {state.status === 'refused' && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {state.message}
        </FormHelperText>
      )}
      {state.status === 'checked' && <MailingListReport result={state.result} />}
      {error && state.status !== 'refused' && (
        <FormHelperText error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
