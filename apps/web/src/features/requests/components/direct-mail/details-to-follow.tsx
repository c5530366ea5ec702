import { Alert, Stack } from '@mui/material';
import { detailsPhrase, type RequestRecord } from '@stockroom/contract';

/**
 * What a direct-mail request still lacks ("details to follow") and its warnings, for the member and
 * the admins alike; `note` says what happens next for the reader.
 */
export function DetailsToFollow({ request, note }: { request: RequestRecord; note: string }) {
  const missing = request.missing_details;
  if (missing.length === 0 && request.warnings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {missing.length > 0 && (
        <Alert severity="info" role="note">
          Details to follow: {detailsPhrase(missing)}. {note}
        </Alert>
      )}
      {request.warnings.map((warning) => (
        <Alert key={warning} severity="warning" role="note">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
