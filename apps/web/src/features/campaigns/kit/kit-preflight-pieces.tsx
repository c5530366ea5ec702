import { Alert, AlertTitle, Box, Chip, Typography } from '@mui/material';
import type { KitPiecePreflight, KitPreflight } from '@stockroom/contract';
import { PreflightFindings } from '../../customize/components/export/preflight-findings';
import { firstRefusal, isBlocked, kitFileLabel, piecesCount, titlesList } from './kit-labels';
import { PieceList, PieceRow } from './piece-row';

const noop = () => undefined;

/** What the preflight says of the kit as a whole: every piece in, some left out (which), or none. */
export function KitPreflightSummary({ preflight }: { preflight: KitPreflight }) {
  const blocked = preflight.pieces.filter(isBlocked);
  const total = preflight.pieces.length;
  if (total === 0) {
    return (
      <Alert severity="error" role="note">
        This campaign has no piece you may customize: there is nothing to put in a kit.
      </Alert>
    );
  }
  if (blocked.length === total) {
    return (
      <Alert severity="error" role="note">
        <AlertTitle>{total === 1 ? 'The piece cannot be made' : 'No piece can be made'}</AlertTitle>
        {total === 1 ? 'It has' : 'Each piece has'} a problem marked Must fix below. Fix it in the campaign editor, then
        open this window again.
      </Alert>
    );
  }
  if (blocked.length > 0) {
    const titles = titlesList(blocked.map((piece) => piece.product_title));
    return (
      <Alert severity="warning" role="note">
        <AlertTitle>{`${blocked.length} of ${piecesCount(total)} will be left out`}</AlertTitle>
        {`${titles} ${blocked.length === 1 ? 'has' : 'have'} a problem marked Must fix below. The kit can be made without ${blocked.length === 1 ? 'it' : 'them'}; to include ${blocked.length === 1 ? 'it' : 'them'}, fix the problem in the campaign editor and open this window again.`}
      </Alert>
    );
  }
  return null;
}

function PieceStatus({ piece }: { piece: KitPiecePreflight }) {
  if (isBlocked(piece)) return <Chip size="small" color="error" label="Left out" />;
  const warnings = piece.preflight.findings.length;
  if (warnings > 0) {
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={`${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`}
      />
    );
  }
  return <Chip size="small" color="success" variant="outlined" label="Ready" />;
}

/** Why a piece is left out of the kit, and how to have it in. */
function LeftOut({ message, fix }: { message?: string; fix?: string }) {
  return (
    <Box
      sx={{
        mt: 1,
        p: 1.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'error.light',
        borderLeftWidth: 4,
        borderLeftColor: 'error.main',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
        {`Left out: ${message ?? 'a problem must be fixed first'}`}
      </Typography>
      {fix && (
        <Typography variant="body2" sx={{ mt: 0.25, color: 'text.secondary' }}>
          {`To include it: ${fix}`}
        </Typography>
      )}
    </Box>
  );
}

/** The kit's preflight grouped by piece: the files each adds, and its findings with how to fix them. */
export function KitPreflightPieces({ preflight }: { preflight: KitPreflight }) {
  return (
    <PieceList label="Pieces of the kit">
      {preflight.pieces.map((piece) => {
        const refusal = isBlocked(piece) ? firstRefusal(piece) : undefined;
        // The refusal that leaves the piece out is told on its own line, with its fix; the list holds the rest.
        const findings = piece.preflight.findings.filter((finding) => finding !== refusal);
        return (
          <PieceRow
            key={piece.project_id}
            title={piece.product_title}
            use={piece.use}
            status={<PieceStatus piece={piece} />}
          >
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {`Adds: ${piece.files.map(kitFileLabel).join(' · ')}`}
            </Typography>
            {isBlocked(piece) && <LeftOut message={refusal?.message} fix={refusal?.fix} />}
            {findings.length > 0 && (
              <Box sx={{ '& > section': { mt: 1 } }}>
                <PreflightFindings
                  state={{ status: 'done', preflight: { ...piece.preflight, findings } }}
                  severalPages={findings.some((finding) => (finding.page ?? 1) > 1)}
                  onRetry={noop}
                />
              </Box>
            )}
          </PieceRow>
        );
      })}
    </PieceList>
  );
}
