/**
 * POST /api/photos: one `file` part, with the upload's progress, sent as every upload is
 * (lib/upload-file): error answers as ApiError, so the server's message for a wrong type or a
 * too-large file reaches the member; the answer checked against the contract.
 */
import { type Photo, PhotoSchema, photoRoutes } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, ExpiredLoginError, errorMessage } from '../../../lib/api-errors';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { sendFile } from '../../../lib/upload-file';
import { rememberPhoto } from './photos';

function photoOf(answer: { status: number; data: unknown }): Photo {
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromResponse(answer.status, answer.data);
  const parsed = PhotoSchema.safeParse(answer.data);
  if (!parsed.success) throw new ApiError('The server answered the upload unexpectedly', answer.status, answer.data);
  return parsed.data;
}

export const uploadPhoto = (file: File, signal: AbortSignal, onProgress: (fraction: number) => void) =>
  sendFile(
    `${getRuntimeConfig().serviceUrls.main}${photoRoutes.upload.path}`,
    file,
    { signal, onProgress: (p) => onProgress(p.fraction) },
    photoOf,
  );

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
