import { Box, Typography } from '@mui/material';
import type { Kit, KitPiece } from '@stockroom/contract';
import { OrderPieceMailLink } from './order-piece-mail-link';
import { PieceList, PieceRow } from './piece-row';

const STATUS_TEXT: Record<KitPiece['status'], string> = {
  rendering: 'Rendering…',
  ready: 'Ready',
  failed: 'Failed',
  blocked: 'Left out',
};

const STATUS_COLOR: Record<KitPiece['status'], string> = {
  rendering: 'text.secondary',
  ready: 'success.dark',
  failed: 'error.dark',
  blocked: 'error.dark',
};

function PieceStatus({ piece }: { piece: KitPiece }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, color: STATUS_COLOR[piece.status] }}>
      {STATUS_TEXT[piece.status]}
    </Typography>
  );
}

/** "Left out: …" for a refusal; for a piece in the kit, the files missing from it. */
const messageOf = (piece: KitPiece) =>
  piece.status === 'blocked'
    ? `Left out: ${piece.message}`
    : piece.status === 'ready'
      ? `Missing from the kit: ${piece.message}`
      : piece.message;

/**
 * Each piece of a kit as it stands: rendering, ready (with what is missing from it, if anything),
 * failed or left out and why; a ready print piece can be ordered as direct mail.
 */
export function KitPiecesStatus({ kit }: { kit: Kit }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <PieceList label="Pieces of the kit">
        {kit.pieces.map((piece) => (
          <PieceRow
            key={piece.project_id}
            title={piece.product_title}
            use={piece.use}
            status={<PieceStatus piece={piece} />}
          >
            {piece.message && (
              <Typography
                variant="body2"
                sx={{
                  mt: 0.5,
                  overflowWrap: 'anywhere',
                  color: piece.status === 'ready' ? 'warning.dark' : 'error.dark',
                }}
              >
                {messageOf(piece)}
              </Typography>
            )}
            <Box sx={{ ml: -0.75, mb: -0.5, '&:empty': { display: 'none' } }}>
              <OrderPieceMailLink piece={piece} />
            </Box>
          </PieceRow>
        ))}
      </PieceList>
      <SkippedFromKit kit={kit} />
    </Box>
  );
}

/** The campaign's products that were no piece when the kit was asked for (one not to be named stays unnamed). */
function SkippedFromKit({ kit }: { kit: Kit }) {
  if (kit.skipped.length === 0) return null;
  return (
    <Box component="section" aria-label="Not in this kit">
      <Typography variant="subtitle2" component="h3">
        Not in this kit
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {kit.skipped.map((product, index) => (
          <Typography component="li" variant="body2" key={product.product_id ?? `hidden-${index}`}>
            {product.product_id && product.product_title
              ? `${product.product_title}: ${product.message}`
              : product.message}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
