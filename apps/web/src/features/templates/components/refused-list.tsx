import { Alert, AlertTitle } from '@mui/material';
import { ApiError, errorMessage } from '../../../lib/api-errors';

/**
 * What the server refused in an SVG: each issue of a 400 that is not about the name (the sanitizer
 * names every script, handler, external link… it found). Empty for any other failure.
 */
export function svgRefusals(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (
    (error.body?.issues ?? [])
      .filter((issue) => issue.path !== 'name')
      // Each issue repeats the heading the list already has.
      .map((issue) => issue.message.replace(/^The SVG was refused:\s*/, ''))
  );
}

/** A failed upload: the list of refused things when the server gave one, else its message. */
export function UploadRefusal({ error }: { error: unknown }) {
  const refusals = svgRefusals(error);
  if (refusals.length === 0) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>The SVG was refused</AlertTitle>
      {refusals.length === 1
        ? 'Fix this in the file, then choose it again:'
        : 'Fix these in the file, then choose it again:'}
      <ul aria-label="Refused in the SVG" style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {refusals.map((message, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server may refuse the same thing twice
          <li key={i}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
