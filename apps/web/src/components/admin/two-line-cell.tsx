import { Stack, Typography } from '@mui/material';

/** A table cell of two lines (a name over its detail), each cut with an ellipsis rather than wrapped. */
export function TwoLineCell({ first, second }: { first: string; second: string }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap>
        {first}
      </Typography>
      {second && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {second}
        </Typography>
      )}
    </Stack>
  );
}
