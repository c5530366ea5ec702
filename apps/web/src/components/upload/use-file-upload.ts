import type { FileKind, StoredFile } from '@stockroom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, ExpiredLoginError, errorMessage } from '../../lib/api-errors';
import { type UploadOptions, uploadFile } from '../../lib/upload-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; fraction: number }
  | { status: 'failed'; name: string; message: string };

/** What to tell a person about a failed upload: the field's own issue when the server named one. */
export const uploadFailure = (error: unknown) =>
  (error instanceof ApiError && error.body?.issues?.[0]?.message) || errorMessage(error);

/**
 * One upload at a time through `send`: progress, failure and cancelling. Leaving the form (the
 * component going away) cancels an upload still on its way.
 */
export function useUpload<T>(
  send: (file: File, options: Required<UploadOptions>) => Promise<T>,
  onUploaded: (answer: T) => void,
) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'uploading', name: file.name, fraction: 0 });
    try {
      const answer = await sendRef.current(file, {
        signal: controller.signal,
        onProgress: ({ fraction }) => setState({ status: 'uploading', name: file.name, fraction }),
      });
      setState({ status: 'idle' });
      onUploadedRef.current(answer);
    } catch (error) {
      if (controller.signal.aborted || error instanceof ExpiredLoginError) {
        if (current.current === controller) setState({ status: 'idle' });
        return;
      }
      setState({ status: 'failed', name: file.name, message: uploadFailure(error) });
    } finally {
      if (current.current === controller) current.current = null;
    }
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);
  return { state, start, cancel };
}

/** One file field's upload of a file of `kind` (POST /api/files). */
export const useFileUpload = (kind: FileKind, onUploaded: (file: StoredFile) => void) =>
  useUpload((file, options) => uploadFile(kind, file, options), onUploaded);
