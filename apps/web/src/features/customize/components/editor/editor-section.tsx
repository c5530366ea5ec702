import { Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One group of the editor's controls, under its heading. */
export function EditorSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <div>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}
