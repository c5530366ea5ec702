/**
 * Replays a recorded visit with rrweb's Replayer (rrweb-player does not install: STACK-NOTES). The
 * Replayer rebuilds the page in an iframe sandboxed to `allow-same-origin` alone: no script from
 * the recording runs. The frame is scaled down to fit; controls: play/pause, speed, skip idle, progress.
 */
import '@rrweb/replay/dist/style.css';
import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import {
  Box,
  FormControlLabel,
  IconButton,
  Slider,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Replayer } from '@rrweb/replay';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../lib/durations';

export const SPEEDS = [1, 2, 4] as const;
type Speed = (typeof SPEEDS)[number];
type ReplayEvent = Extract<ConstructorParameters<typeof Replayer>[0][number], object>;

/** The recorded viewport, from the first Meta event (rrweb type 4); a common screen size without one. */
function viewportOf(events: ReplayEvent[]) {
  const meta = events.find((e) => e.type === 4) as { data?: { width?: number; height?: number } } | undefined;
  return { width: meta?.data?.width || 1280, height: meta?.data?.height || 800 };
}

/** Whether the events can be replayed: a full snapshot (type 2) to start from. */
export const canReplay = (events: unknown[]): events is ReplayEvent[] =>
  events.some((e) => typeof e === 'object' && e !== null && (e as { type?: unknown }).type === 2);

export function SessionPlayer({ events }: { events: ReplayEvent[] }) {
  const outer = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const [skipIdle, setSkipIdle] = useState(true);
  const [time, setTime] = useState(0);
  const [total, setTotal] = useState(0);
  const [scale, setScale] = useState(1);
  const { width, height } = viewportOf(events);

  useEffect(() => {
    if (!stage.current) return;
    const player = new Replayer(events, {
      root: stage.current,
      skipInactive: true,
      mouseTail: false,
      showWarning: false,
      triggerFocus: false,
      UNSAFE_replayCanvas: false,
    });
    replayer.current = player;
    player.iframe.setAttribute('title', 'Replay of the recorded session');
    setTotal(player.getMetaData().totalTime);
    // The first frame shows before anyone presses play.
    player.pause(0);
    player.on('finish', () => setPlaying(false));
    return () => {
      player.destroy();
      replayer.current = null;
      setPlaying(false);
    };
  }, [events]);

  // While playing, the progress follows the replay.
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function follow() {
      setTime(replayer.current?.getCurrentTime() ?? 0);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  useEffect(() => {
    const box = outer.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setScale(Math.min(1, (entry?.contentRect.width || width) / width)),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  const toggle = () => {
    const player = replayer.current;
    if (!player) return;
    if (playing) {
      player.pause();
      setTime(player.getCurrentTime());
      setPlaying(false);
    } else {
      player.play(time >= total ? 0 : time);
      setPlaying(true);
    }
  };
  const seek = (to: number) => {
    setTime(to);
    if (playing) replayer.current?.play(to);
    else replayer.current?.pause(to);
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Box
        ref={outer}
        sx={{
          width: '100%',
          height: height * scale,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          ref={stage}
          data-testid="replay-stage"
          sx={{
            width,
            height,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            position: 'relative',
            '& iframe': { border: 0 },
          }}
        />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <IconButton onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} color="primary">
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Slider
          aria-label="Progress"
          size="small"
          min={0}
          max={Math.max(total, 1)}
          value={Math.min(time, total)}
          onChange={(_e, value) => seek(value as number)}
          getAriaValueText={(value) => formatDuration(value)}
          sx={{ flexGrow: 1 }}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatDuration(time)} / {formatDuration(total)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={speed}
          aria-label="Speed"
          onChange={(_e, next: Speed | null) => {
            if (!next) return;
            setSpeed(next);
            replayer.current?.setConfig({ speed: next });
          }}
        >
          {SPEEDS.map((s) => (
            <ToggleButton key={s} value={s} aria-label={`${s} times speed`}>
              {s}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={skipIdle}
              onChange={(event) => {
                setSkipIdle(event.target.checked);
                replayer.current?.setConfig({ skipInactive: event.target.checked });
              }}
            />
          }
          label="Skip idle"
        />
      </Stack>
    </Stack>
  );
}
