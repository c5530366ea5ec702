import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Kit, KitPiece } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ProgressBar } from '../../../components/feedback/progress-bar';
import { errorMessage } from '../../../lib/api-errors';
import { customizeKeys } from '../../customize/api/keys';
import { formatDateTime } from '../../customize/components/user-assets/dates';
import { DownloadAgainButton } from '../../customize/components/user-assets/download-again-button';
import { fetchKit } from './api/get-kit';
import { useKits } from './api/list-kits';
import { fileSize, kitTitle, piecesCount } from './kit-labels';
import { OrderPieceMailLink } from './order-piece-mail-link';

const KIT_NOT_READY = { failed: 'This kit failed', rendering: 'This kit is still being made' };

/**
 * The member's campaign kits under /user-assets, each an entry of its own: its ZIP, and direct mail
 * of its print pieces. Each piece's file is a download of its own, listed with the others. No
 * section at all for a member without kits.
 */
export function KitList() {
  const kits = useKits();
  useDownloadsFollowKits(kits.data);
  if (kits.isPending || (kits.data && kits.data.length === 0)) return null;
  return (
    <Stack component="section" aria-labelledby="kits-heading" spacing={2}>
      <Typography id="kits-heading" variant="h5" component="h2">
        Campaign kits
      </Typography>
      {kits.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void kits.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(kits.error)}
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label="Campaign kits"
          sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {kits.data.map((kit) => (
            <KitEntry key={kit.id} kit={kit} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** A kit's pieces become downloads as it renders: the downloads list is read again as kits settle. */
function useDownloadsFollowKits(kits: Kit[] | undefined) {
  const queryClient = useQueryClient();
  const rendering = kits?.filter((kit) => kit.status === 'rendering').length ?? 0;
  const before = useRef(rendering);
  useEffect(() => {
    if (rendering < before.current) void queryClient.invalidateQueries({ queryKey: customizeKeys.transactions() });
    before.current = rendering;
  }, [rendering, queryClient]);
}

function KitEntry({ kit }: { kit: Kit }) {
  const count = (status: KitPiece['status']) => kit.pieces.filter((piece) => piece.status === status).length;
  const leftOut = count('blocked');
  const failed = kit.status === 'failed' ? 0 : count('failed');
  const mailable = kit.pieces.filter(
    (piece) => piece.use === 'print' && piece.status === 'ready' && piece.transaction_ids.length > 0,
  );
  const meta = [
    formatDateTime(kit.created_at),
    kit.status === 'ready' ? fileSize(kit.size_bytes) : '',
    piecesCount(kit.pieces.length - leftOut),
    leftOut > 0 ? `${leftOut} left out` : '',
    failed > 0 ? `${failed} failed` : '',
  ];
  return (
    <Box
      component="li"
      aria-label={kitTitle(kit.product_title)}
      sx={{ px: 2, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="body1" noWrap sx={{ fontWeight: 600 }}>
            {kitTitle(kit.product_title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {meta.filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <KitState kit={kit} />
      </Box>
      {mailable.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            Order direct mail:
          </Typography>
          {mailable.map((piece) => (
            <OrderPieceMailLink key={piece.project_id} piece={piece}>
              {piece.product_title}
            </OrderPieceMailLink>
          ))}
        </Box>
      )}
    </Box>
  );
}

function KitState({ kit }: { kit: Kit }) {
  if (kit.status === 'ready')
    return (
      <DownloadAgainButton
        read={() => fetchKit(kit.id)}
        label={`Download the ${kitTitle(kit.product_title)}`}
        notReady={KIT_NOT_READY}
      />
    );
  if (kit.status === 'failed') {
    return (
      <Typography variant="body2" color="error" sx={{ px: 1, overflowWrap: 'anywhere' }}>
        {`Failed: ${kit.error || 'the kit could not be made'}`}
      </Typography>
    );
  }
  const percent = Math.round(kit.progress * 100);
  return (
    <Box sx={{ width: 160, px: 1 }}>
      <Typography variant="body2" color="text.secondary">{`Making… ${percent}%`}</Typography>
      <ProgressBar
        variant="determinate"
        value={percent}
        aria-label={`Progress of the ${kitTitle(kit.product_title)}`}
      />
    </Box>
  );
}
