import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/layout/dialog-area';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { SessionReplayPage } from './session-replay-page';

// rrweb's Replayer needs a real browser; what the page asks of it is what matters here.
const player = vi.hoisted(() => ({
  created: [] as { events: unknown[]; config: Record<string, unknown> }[],
  play: vi.fn(),
  pause: vi.fn(),
  setConfig: vi.fn(),
}));
vi.mock('@rrweb/replay', () => ({
  Replayer: class {
    iframe = document.createElement('iframe');
    constructor(events: unknown[], config: Record<string, unknown>) {
      player.created.push({ events, config });
    }
    getMetaData = () => ({ startTime: 0, endTime: 60_000, totalTime: 60_000 });
    getCurrentTime = () => 0;
    on = vi.fn();
    play = player.play;
    pause = player.pause;
    setConfig = player.setConfig;
    destroy = vi.fn();
  },
}));

const ID = '0b6b6a52-6d1f-4f7e-9d8c-3f0e2a1b4c5d';
const recording = {
  id: ID,
  user_id: '7c1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  username: 'mia',
  member_name: 'Mia Jensen',
  started_at: '2026-11-20T10:00:00.000Z',
  last_chunk_at: '2026-11-20T10:01:00.000Z',
  duration_ms: 60_000,
  chunk_count: 6,
  bytes: 40_000,
  user_agent: 'Chrome',
  viewport_width: 1280,
  viewport_height: 800,
};
const EVENTS = [
  { type: 4, data: { href: 'http://x/products', width: 1280, height: 800 }, timestamp: 1 },
  { type: 2, data: { node: {} }, timestamp: 2 },
];

function serve(events: unknown[] = EVENTS) {
  storeTestLogin('access-1', 'refresh-1', 'admin');
  return stubFetch((request) => {
    if (request.url.pathname === `/api/admin/recordings/${ID}/events`) return jsonResponse(200, events);
    if (request.url.pathname === `/api/admin/recordings/${ID}`)
      return request.method === 'DELETE' ? jsonResponse(200, { id: ID }) : jsonResponse(200, recording);
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}
const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/sessions/:id',
        element: (
          <DialogProvider>
            <SessionReplayPage />
          </DialogProvider>
        ),
      },
      { path: '/admin/sessions', element: <p>All sessions</p> },
    ],
    `/admin/sessions/${ID}`,
  );

beforeEach(() => {
  player.created.length = 0;
  player.play.mockClear();
  player.pause.mockClear();
  player.setConfig.mockClear();
});

describe('replaying a session', () => {
  it('replays the events with play, speed and skip-idle controls', async () => {
    serve();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Session of Mia Jensen' })).toBeInTheDocument();
    await waitFor(() => expect(player.created).toHaveLength(1));
    expect(player.created[0]?.events).toEqual(EVENTS);
    expect(player.created[0]?.config).toMatchObject({ UNSAFE_replayCanvas: false, skipInactive: true });
    expect(screen.getByText('0:00 / 1:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith(0);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4 times speed' }));
    expect(player.setConfig).toHaveBeenCalledWith({ speed: 4 });
    await user.click(screen.getByRole('switch', { name: 'Skip idle' }));
    expect(player.setConfig).toHaveBeenCalledWith({ skipInactive: false });
    expect(screen.getByRole('slider', { name: 'Progress' })).toBeInTheDocument();
  });

  it('says so when a session holds nothing to replay', async () => {
    serve([{ type: 4, data: {}, timestamp: 1 }]);
    renderPage();
    expect(await screen.findByText('Nothing to replay')).toBeInTheDocument();
    expect(player.created).toHaveLength(0);
  });

  it('deletes the session after asking, and goes back to the list', async () => {
    const { seen } = serve();
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sessions'));
    expect(seen.some((r) => r.method === 'DELETE' && r.url.pathname === `/api/admin/recordings/${ID}`)).toBe(true);
  });
});
