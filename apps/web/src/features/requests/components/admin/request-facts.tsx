import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import type { RequestRecord } from '@stockroom/contract';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../../lib/api-errors';
import { saveTextFile } from '../../../../lib/save-text-file';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { fetchMailingListCsv } from '../../api/request-detail';
import { DetailsToFollow } from '../direct-mail/details-to-follow';
import { count, formatCalendarDate } from '../labels';

/** A list of label–value pairs; empty values are left out. */
function Facts({ label, facts }: { label: string; facts: [string, ReactNode][] }) {
  const shown = facts.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt">{name}</Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Who sent the request, how to reach them, what it is about and the files that come with it. */
export function ContactFacts({ request }: { request: RequestRecord }) {
  const member = request.member;
  const product = request.product_id ? (
    <Link component={RouterLink} to={`/products/${request.product_id}`}>
      {request.product_title}
    </Link>
  ) : (
    request.product_title
  );
  // A download the member deleted since leaves its id behind.
  const file = request.asset ? (
    <Link href={request.asset.url} download={request.asset.file_name}>
      {request.asset.file_name}
    </Link>
  ) : request.transaction_id ? (
    'No longer available'
  ) : (
    ''
  );
  return (
    <Facts
      label="Contact"
      facts={[
        ['Name', `${request.first_name} ${request.last_name}`.trim()],
        ['E-mail', request.email && <Link href={`mailto:${request.email}`}>{request.email}</Link>],
        ['Phone', request.phone_number && <Link href={`tel:${request.phone_number}`}>{request.phone_number}</Link>],
        ['Member', `${`${member.first_name} ${member.last_name}`.trim() || member.username} (${member.username})`],
        ['Company', member.company],
        ['Product', product],
        ['Customized file', file],
        [
          'Download link',
          request.download_url && (
            <Link href={request.download_url} target="_blank" rel="noopener noreferrer">
              {request.download_url}
            </Link>
          ),
        ],
      ]}
    />
  );
}

/** A direct-mail order: copies, date and the mailing list, which downloads as CSV. */
export function DirectMailFacts({ request }: { request: RequestRecord }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveTextFile(`mailing-list-${request.id.slice(0, 8)}.csv`, await fetchMailingListCsv(request.id));
    } catch (error) {
      showSnackbar(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const rejected = request.mailing_list_rejected;
  return (
    <Stack spacing={2}>
      <Facts
        label="Direct mail"
        facts={[
          ['Quantity', request.quantity === null ? 'To follow' : count(request.quantity, 'copy', 'copies')],
          ['Mail date', request.mail_date ? formatCalendarDate(request.mail_date) : 'As soon as possible'],
          [
            'Mailing list',
            request.mailing_list_count === 0
              ? 'To follow'
              : `${count(request.mailing_list_count, 'valid address', 'valid addresses')}${
                  rejected > 0 ? `; ${count(rejected, 'row', 'rows')} of the member's file left out` : ''
                }`,
          ],
        ]}
      />
      <DetailsToFollow
        request={request}
        note="The member has not sent them yet: the request cannot be marked done until they do."
      />
      {request.mailing_list_count > 0 && (
        <Box>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
            Download mailing list (CSV)
          </Button>
        </Box>
      )}
    </Stack>
  );
}
