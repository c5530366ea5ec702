import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { useSessionRecording } from './session-recording';

const startRecorder = vi.fn(() => () => undefined);
vi.mock('./recorder', () => ({ startRecorder }));

// The page is idle at once: the hook's work runs when the test lets timers run.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
  vi.stubGlobal('CompressionStream', class {});
  startRecorder.mockClear();
});

const RECORDING = '0b6b6a52-6d1f-4f7e-9d8c-3f0e2a1b4c5d';
const on = { enabled: true, recording_id: RECORDING, retention_days: 30, reason: null };
const off = { enabled: false, recording_id: null, retention_days: 0, reason: 'off' };

describe('starting session recording', () => {
  it('starts the recorder for a member once the server gives a recording', async () => {
    storeTestLogin('access-1', 'refresh-1', 'mia');
    const { seen } = stubFetch(() => jsonResponse(200, on));
    const { unmount } = renderHook(() => useSessionRecording({ username: 'mia', isAdmin: false }));
    await waitFor(() => expect(startRecorder).toHaveBeenCalledWith({ recordingId: RECORDING, username: 'mia' }));
    expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/recordings']);
    unmount();
  });

  it('never asks, nor loads the recorder, for an admin', async () => {
    storeTestLogin('access-1', 'refresh-1', 'admin');
    const { seen } = stubFetch(() => jsonResponse(200, on));
    const { unmount } = renderHook(() => useSessionRecording({ username: 'admin', isAdmin: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    expect(startRecorder).not.toHaveBeenCalled();
    unmount();
  });

  it('does not load the recorder when the server says recording is off', async () => {
    storeTestLogin('access-1', 'refresh-1', 'mia');
    const { seen } = stubFetch(() => jsonResponse(200, off));
    const { unmount } = renderHook(() => useSessionRecording({ username: 'mia', isAdmin: false }));
    await waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startRecorder).not.toHaveBeenCalled();
    unmount();
  });
});
