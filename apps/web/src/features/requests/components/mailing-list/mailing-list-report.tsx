import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MailingAddress, MailingListCheck } from '@stockroom/contract';
import { count } from '../labels';

const PROBLEMS_SHOWN = 5;

function Summary({ result }: { result: MailingListCheck }) {
  const severity = result.valid_count === 0 ? 'error' : result.invalid_count > 0 ? 'warning' : 'success';
  const shown = result.invalid.slice(0, PROBLEMS_SHOWN);
  const more = result.invalid_count - shown.length;
  return (
    <Alert severity={severity} role="status">
      <Typography sx={{ fontWeight: 600 }}>
        {count(result.valid_count, 'valid address', 'valid addresses')},{' '}
        {count(result.invalid_count, 'row with problems', 'rows with problems')}
      </Typography>
      {result.valid_count === 0 && (
        <Typography variant="body2">Nothing can be mailed from this file: fix it and choose it again.</Typography>
      )}
      {result.invalid_count > 0 && result.valid_count > 0 && (
        <Typography variant="body2">Rows with problems are left out of the mailing.</Typography>
      )}
      {shown.length > 0 && (
        <Box component="ul" aria-label="Rows with problems" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {shown.map((issue) => (
            <li key={issue.row}>
              {/* The server's message names the row: "Row 4: city is empty". */}
              <Typography variant="body2">{issue.message}</Typography>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Typography variant="body2">and {count(more, 'more row', 'more rows')}</Typography>
            </li>
          )}
        </Box>
      )}
    </Alert>
  );
}

const addressLine = (address: MailingAddress) =>
  [address.address_line1, address.address_line2].filter(Boolean).join(', ');

function Preview({ sample }: { sample: MailingAddress[] }) {
  return (
    // Scrolls sideways on a phone; focusable so that a keyboard can scroll it too.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="First valid addresses"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Address</TableCell>
            <TableCell>City</TableCell>
            <TableCell>State</TableCell>
            <TableCell>ZIP code</TableCell>
            <TableCell>Country</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sample.map((address, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of rows in file order; two rows may be alike
            <TableRow key={i}>
              <TableCell>{address.name}</TableCell>
              <TableCell>{address.company}</TableCell>
              <TableCell>{addressLine(address)}</TableCell>
              <TableCell>{address.city}</TableCell>
              <TableCell>{address.state}</TableCell>
              <TableCell>{address.zip_code}</TableCell>
              <TableCell>{address.country}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What the server made of a mailing list: how many addresses it keeps, why rows were left out, a preview. */
export function MailingListReport({ result }: { result: MailingListCheck }) {
  return (
    <Stack spacing={1.5}>
      <Summary result={result} />
      {result.sample.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {result.valid_count > result.sample.length
              ? `The first ${result.sample.length} addresses, as we read them:`
              : 'The addresses, as we read them:'}
          </Typography>
          <Preview sample={result.sample} />
        </Stack>
      )}
    </Stack>
  );
}
