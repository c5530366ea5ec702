import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import type { OutboxMessage } from '@stockroom/contract';

const STATUS_COLOR = {
  captured: 'info',
  pending: 'warning',
  sent: 'success',
  failed: 'error',
} as const satisfies Record<OutboxMessage['status'], string>;

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/** One e-mail: who, what and when at a glance; the full text on opening. */
export function OutboxMessageItem({ message }: { message: OutboxMessage }) {
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 0.5, md: 2 }}
          sx={{ width: '100%', alignItems: { md: 'center' }, minWidth: 0 }}
        >
          <Typography component="span" sx={{ fontWeight: 600, flex: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
            {message.subject}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ flex: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
            To: {message.to}
          </Typography>
          <Box component="span" sx={{ flex: 1 }}>
            <Chip size="small" label={message.status} color={STATUS_COLOR[message.status]} variant="outlined" />
          </Box>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="pre"
          sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 14 }}
        >
          {message.text}
        </Box>
        {(message.attempts > 0 || message.last_error) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Attempts: {message.attempts}
            {message.sent_at && ` · sent ${formatTime(message.sent_at)}`}
            {message.last_error && ` · last error: ${message.last_error}`}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
