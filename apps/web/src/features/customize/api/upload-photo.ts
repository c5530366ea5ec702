/**
 * POST /api/photos: one `file` part, with the upload's progress. fetch reports no upload progress,
 * so this sends with XMLHttpRequest as lib/upload-file does for /api/files (whose sender is tied to
 * its file kinds): bearer token, one renewal and retry on a 401, error answers as ApiError (so the
 * server's message for a wrong type or a too-large file reaches the member), the answer checked.
 */
import { type Photo, PhotoSchema, photoRoutes } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, ExpiredLoginError, errorMessage, TRANSPORT_MESSAGES } from '../../../lib/api-errors';
import { getAccessToken } from '../../../lib/auth-tokens';
import { APP_TYPE, APP_TYPE_HEADER } from '../../../lib/route-request';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { leaveForLogin, renewAccessToken } from '../../../lib/token-renewal';
import { rememberPhoto } from './photos';

interface Answer {
  status: number;
  data: unknown;
}

function send(file: File, token: string | null, signal: AbortSignal, onProgress: (f: number) => void) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    const done = () => signal.removeEventListener('abort', stop);
    xhr.open('POST', `${getRuntimeConfig().serviceUrls.main}${photoRoutes.upload.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(APP_TYPE_HEADER, APP_TYPE);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      if (total > 0) onProgress(Math.min(1, event.loaded / total));
    };
    xhr.onload = () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      resolve({ status: xhr.status, data });
    };
    const fail = (message: string) => () => {
      done();
      reject(new ApiError(message));
    };
    xhr.onerror = fail(TRANSPORT_MESSAGES.network);
    xhr.onabort = fail(TRANSPORT_MESSAGES.aborted);
    xhr.ontimeout = fail(TRANSPORT_MESSAGES.timeout);
    signal.addEventListener('abort', stop, { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

function photoOf(answer: Answer): Photo {
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromResponse(answer.status, answer.data);
  const parsed = PhotoSchema.safeParse(answer.data);
  if (!parsed.success) throw new ApiError('The server answered the upload unexpectedly', answer.status, answer.data);
  return parsed.data;
}

export async function uploadPhoto(file: File, signal: AbortSignal, onProgress: (fraction: number) => void) {
  const token = getAccessToken();
  const first = await send(file, token, signal, onProgress);
  if (first.status !== 401 || !token) return photoOf(first);
  let renewed: string;
  try {
    const stored = getAccessToken();
    renewed = stored && stored !== token ? stored : await renewAccessToken();
  } catch {
    leaveForLogin();
    throw new ExpiredLoginError();
  }
  onProgress(0);
  return photoOf(await send(file, renewed, signal, onProgress));
}

export type PhotoUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; fraction: number }
  | { status: 'failed'; name: string; message: string };

/** One upload at a time, with its progress and failure; going away cancels it. */
export function usePhotoUpload(onUploaded: (photo: Photo) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PhotoUploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'uploading', name: file.name, fraction: 0 });
      try {
        const photo = await uploadPhoto(file, controller.signal, (fraction) =>
          setState({ status: 'uploading', name: file.name, fraction }),
        );
        setState({ status: 'idle' });
        rememberPhoto(queryClient, photo);
        onUploadedRef.current(photo);
      } catch (error) {
        if (controller.signal.aborted || error instanceof ExpiredLoginError) {
          if (current.current === controller) setState({ status: 'idle' });
          return;
        }
        const message = (error instanceof ApiError && error.body?.issues?.[0]?.message) || errorMessage(error);
        setState({ status: 'failed', name: file.name, message });
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [queryClient],
  );
  const cancel = useCallback(() => current.current?.abort(), []);
  return { state, start, cancel };
}
