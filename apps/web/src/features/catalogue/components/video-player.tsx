import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Link } from '@mui/material';
import { useState } from 'react';
import { videoSource } from './video-source';

interface VideoPlayerProps {
  address: string;
  title: string;
  /** The product's picture, shown until the member plays the video. */
  poster: string;
}

/**
 * An embedded player from one of the hosts the contract allows (VIDEO_HOSTS), loaded only when the
 * member presses play: until then the product's picture stands in, so a player that cannot load (a
 * blocked host, no connection to it) never leaves a grey broken frame, and the link below always
 * opens the video at its source. The sandbox lets the player run and go full screen, and nothing
 * more: no pop-ups, no navigating this page, no forms.
 */
export function VideoPlayer({ address, title, poster }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const source = videoSource(address);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
        {playing ? (
          <Box
            component="iframe"
            src={source.autoplay}
            title={`Video: ${title}`}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <>
            {poster && (
              <Box
                component="img"
                src={poster}
                alt=""
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
              />
            )}
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayIcon />}
              onClick={() => setPlaying(true)}
              sx={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)' }}
            >
              Play video
            </Button>
          </>
        )}
      </Box>
      <Link
        href={source.watch}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
      >
        Watch on {source.host}
        <OpenInNewIcon fontSize="small" aria-hidden />
      </Link>
    </Box>
  );
}
