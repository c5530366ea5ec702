import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Paper, Stack, Typography } from '@mui/material';
import type { RequestRecord } from '@stockroom/contract';
import { useId, useState } from 'react';
import { AddDetailsDialog } from './direct-mail/add-details-dialog';
import { DetailsToFollow } from './direct-mail/details-to-follow';
import { count, formatCalendarDate, formatDateTime, TYPE_LABELS } from './labels';
import { RequestHistory } from './request-history';
import { StatusChip } from './status-chip';

/** What the request is about, in a few words. */
export const requestSubject = (request: RequestRecord) =>
  request.product_title || request.asset?.file_name || UNNAMED[request.type];

const UNNAMED: Record<RequestRecord['type'], string> = {
  request: 'General request',
  direct_mail: 'Direct mail order',
  info: 'More information',
};

/** The newest note an administrator left, which is what the member most wants to read. */
const latestNote = (request: RequestRecord) => [...request.history].reverse().find((event) => event.note !== '');

function DirectMailFacts({ request }: { request: RequestRecord }) {
  const [adding, setAdding] = useState(false);
  const facts = [
    request.quantity !== null ? count(request.quantity, 'copy', 'copies') : 'quantity to follow',
    request.mail_date ? `mail date ${formatCalendarDate(request.mail_date)}` : 'mailed as soon as possible',
    request.mailing_list_count > 0
      ? count(request.mailing_list_count, 'address', 'addresses')
      : 'mailing list to follow',
  ];
  const open = request.status === 'new' || request.status === 'in_progress';
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      {open && (
        <>
          <DetailsToFollow request={request} note="Add them when you have them." />
          <Button size="small" onClick={() => setAdding(true)} sx={{ mt: 0.5, ml: -0.5 }}>
            {request.missing_details.length > 0 ? 'Add details' : 'Change details'}
          </Button>
        </>
      )}
      <AddDetailsDialog request={adding ? request : null} onClose={() => setAdding(false)} />
    </>
  );
}

/** One of the member's requests: what, its status and date, and its history on demand. */
export function RequestCard({ request }: { request: RequestRecord }) {
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const headingId = useId();
  const note = latestNote(request);
  const subject = requestSubject(request);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {TYPE_LABELS[request.type]}
        </Typography>
        <StatusChip status={request.status} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
        </Typography>
      </Stack>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {subject}
      </Typography>
      {request.asset && request.product_title && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.asset.file_name}
        </Typography>
      )}
      {request.is_direct_mail && <DirectMailFacts request={request} />}
      <Typography
        sx={{
          mt: 1,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: open ? 'none' : 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {request.description}
      </Typography>
      {note && (
        <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Note from {note.changed_by || 'an administrator'}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.note}
          </Typography>
        </Box>
      )}
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={open ? historyId : undefined}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ mt: 1, ml: -0.5 }}
      >
        {open ? 'Hide history' : 'Show history'}
      </Button>
      <Collapse in={open} id={historyId} unmountOnExit>
        <Box sx={{ pt: 1.5 }}>
          <RequestHistory history={request.history} label={`History of ${subject}`} />
        </Box>
      </Collapse>
    </Paper>
  );
}
