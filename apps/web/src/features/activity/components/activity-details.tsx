import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ActivityEntry } from '@stockroom/contract';
import { ACTION_LABELS, fieldLabel, formatWhen, recordLabel, shownValue } from './activity-labels';

/** One entry whole: every field it changed, before and after, or the links added and removed. */
export function ActivityDetails({ entry, onClose }: { entry: ActivityEntry | null; onClose: () => void }) {
  const title = entry
    ? `${ACTION_LABELS[entry.action]} ${recordLabel(entry.record_type).toLowerCase()} ${entry.record_label || entry.record_id}`
    : '';
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="activity-details-title">
      <DialogTitle id="activity-details-title">{title}</DialogTitle>
      {entry && (
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            By {entry.actor_username || 'a deleted user'}, {formatWhen(entry.at)}
          </Typography>
          <Table size="small" aria-label="Changes" sx={{ tableLayout: 'fixed', wordBreak: 'break-word' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '25%' }}>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(entry.changes).map(([field, change]) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(field)}
                  </TableCell>
                  {'added' in change ? (
                    <>
                      <TableCell>{change.removed.length > 0 ? `Removed ${change.removed.join(', ')}` : '—'}</TableCell>
                      <TableCell>{change.added.length > 0 ? `Added ${change.added.join(', ')}` : '—'}</TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>{shownValue(change.before)}</TableCell>
                      <TableCell>{shownValue(change.after)}</TableCell>
                    </>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
