import { Box } from '@mui/material';

/**
 * An embedded player from one of the hosts the contract allows (VIDEO_HOSTS). The sandbox lets
 * the player run and go full screen, and nothing more: no pop-ups, no navigating this page, no forms.
 */
export function VideoPlayer({ address, title }: { address: string; title: string }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 960, aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
      <Box
        component="iframe"
        src={address}
        title={`Video: ${title}`}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
