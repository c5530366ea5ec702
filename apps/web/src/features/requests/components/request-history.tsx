import { Box, Typography } from '@mui/material';
import type { RequestEvent } from '@stockroom/contract';
import { formatDateTime } from './labels';
import { StatusChip } from './status-chip';

/** Each status a request took, oldest first: who moved it, when, and the note to the member. */
export function RequestHistory({ history, label }: { history: RequestEvent[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((event, i) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: events never move; two may share a status and a second
          key={i}
          sx={{
            position: 'relative',
            pl: 3,
            pb: i < history.length - 1 ? 2 : 0,
            // A line joining each step to the next.
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 6,
              top: 8,
              bottom: 0,
              borderLeft: i < history.length - 1 ? 2 : 0,
              borderColor: 'divider',
            },
            '&::after': {
              content: '""',
              position: 'absolute',
              left: 1,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <StatusChip status={event.status} />
            <Typography variant="body2" color="text.secondary">
              {[event.changed_by && `by ${event.changed_by}`, formatDateTime(event.changed_at)]
                .filter(Boolean)
                .join(', ')}
            </Typography>
          </Box>
          {event.note && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{event.note}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
