import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { Preflight, PreflightFinding } from '@stockroom/contract';
import { useId } from 'react';

export type PrintCheckState =
  | { status: 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'done'; preflight: Preflight };

interface PreflightFindingsProps {
  state: PrintCheckState;
  /** The template has several pages: each finding says which. */
  severalPages: boolean;
  onRetry: () => void;
  /** Brings a finding's field into view in the editor; without it, findings have no link. */
  onGoToField?: (field: string) => void;
}

/** Refusals first, then warnings, each kind in the order the server gave. */
const inOrder = (findings: PreflightFinding[]) => [
  ...findings.filter((finding) => finding.severity === 'refusal'),
  ...findings.filter((finding) => finding.severity !== 'refusal'),
];

/**
 * "Print check": what the server finds in the export the dialog would ask for, before the member
 * asks for it: each problem, how to fix it, and a way to the field that fixes it.
 */
export function PreflightFindings({ state, severalPages, onRetry, onGoToField }: PreflightFindingsProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Print check
      </Typography>
      {state.status === 'checking' && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Checking your design…</Typography>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {`Couldn't check your design: ${state.message}`}
        </Alert>
      )}
      {state.status === 'done' && state.preflight.findings.length === 0 && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.dark' }}>
          <CheckCircleOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="body2">No problems found</Typography>
        </Stack>
      )}
      {state.status === 'done' && state.preflight.findings.length > 0 && (
        <Box component="ul" aria-label="Problems found" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {inOrder(state.preflight.findings).map((finding) => (
            <FindingItem
              key={`${finding.code}-${finding.page}-${finding.message}`}
              finding={finding}
              severalPages={severalPages}
              onGoToField={onGoToField}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface FindingItemProps {
  finding: PreflightFinding;
  severalPages: boolean;
  onGoToField?: (field: string) => void;
}

function FindingItem({ finding, severalPages, onGoToField }: FindingItemProps) {
  const refusal = finding.severity === 'refusal';
  const tone = refusal ? 'error' : 'warning';
  const messageId = useId();
  const Icon = refusal ? ErrorOutlineIcon : WarningAmberIcon;
  const field = finding.field;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.25,
        borderRadius: 1,
        border: 1,
        borderColor: `${tone}.light`,
        borderLeftWidth: 4,
        borderLeftColor: `${tone}.main`,
        bgcolor: 'background.paper',
      }}
    >
      <Icon fontSize="small" aria-hidden sx={{ color: `${tone}.main`, mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: `${tone}.dark`, lineHeight: 1.4 }}>
          {[refusal ? 'Must fix' : 'Warning', severalPages && finding.page ? `Page ${finding.page}` : '']
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography id={messageId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {finding.message}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.25, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {finding.fix}
        </Typography>
        {field && onGoToField && (
          <Button
            size="small"
            aria-describedby={messageId}
            onClick={() => onGoToField(field)}
            sx={{ mt: 0.5, ml: -0.75, minHeight: { xs: 44, sm: 'auto' } }}
          >
            Go to field
          </Button>
        )}
      </Box>
    </Box>
  );
}
