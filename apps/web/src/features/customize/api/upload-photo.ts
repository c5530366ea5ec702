/**
 * POST /api/photos: one `file` part, with the upload's progress, sent as every upload is
 * (lib/upload-file): error answers as ApiError, so the server's message for a wrong type or a
 * too-large file reaches the member; the answer checked against the contract.
 */
import { type Photo, PhotoSchema, photoRoutes } from '@stockroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '../../../components/upload/use-file-upload';
import { ApiError } from '../../../lib/api-errors';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { sendFile, type UploadOptions } from '../../../lib/upload-file';
import { rememberPhoto } from './photos';

function photoOf(answer: { status: number; data: unknown }): Photo {
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromResponse(answer.status, answer.data);
  const parsed = PhotoSchema.safeParse(answer.data);
  if (!parsed.success) throw new ApiError('The server answered the upload unexpectedly', answer.status, answer.data);
  return parsed.data;
}

const uploadPhoto = (file: File, options: UploadOptions) =>
  sendFile(`${getRuntimeConfig().serviceUrls.main}${photoRoutes.upload.path}`, file, options, photoOf);

/** One photo upload at a time, with its progress and failure; the photo joins the member's list. */
export function usePhotoUpload(onUploaded: (photo: Photo) => void) {
  const queryClient = useQueryClient();
  return useUpload(uploadPhoto, (photo: Photo) => {
    rememberPhoto(queryClient, photo);
    onUploaded(photo);
  });
}
