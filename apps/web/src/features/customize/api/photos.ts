import { type Photo, photoRoutes } from '@stockroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { customizeKeys } from './keys';

/** GET /api/photos: the member's photos, newest first (their addresses are short-lived: read when shown). */
export function useMemberPhotos(enabled = true) {
  return useQuery({
    queryKey: customizeKeys.photos(),
    queryFn: ({ signal }) => callRoute(photoRoutes.list, {}, { signal }),
    enabled,
    meta: { quietErrors: true },
  });
}

/** GET /api/photos/catalogue?q=: the catalogue images the member may use, by title. */
export function useCatalogueImages(q: string, enabled = true) {
  return useQuery({
    queryKey: customizeKeys.catalogueImages(q),
    queryFn: ({ signal }) => callRoute(photoRoutes.catalogue, { query: q ? { q } : {} }, { signal }),
    enabled,
    placeholderData: (previous) => previous,
    meta: { quietErrors: true },
  });
}

/** A photo just added (an upload or a catalogue pick) goes into the cached list without a re-read. */
export function rememberPhoto(queryClient: ReturnType<typeof useQueryClient>, photo: Photo) {
  queryClient.setQueryData<Photo[]>(customizeKeys.photos(), (list) =>
    list ? [photo, ...list.filter((p) => p.id !== photo.id)] : list,
  );
  void queryClient.invalidateQueries({ queryKey: customizeKeys.photos() });
}

/** POST /api/photos/from-product: a catalogue image becomes one of the member's photos. */
export function usePhotoFromProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => callRoute(photoRoutes.fromProduct, { body: { product_id: productId } }),
    onSuccess: (photo) => rememberPhoto(queryClient, photo),
    meta: { quietErrors: true },
  });
}
