import multipart from '@fastify/multipart';
import { photoRoutes as routes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerRoute } from '../../route';
import { viewerFrom } from '../catalogue/viewer';
import { catalogueImages, photoFromProduct } from './catalogue-photos.service';
import { receivePhoto } from './photo-upload';
import { listPhotos, readPhoto, removePhoto, uploadPhoto } from './photos.service';

/**
 * Members' photos (decision 0024). Their images are served as signed addresses under
 * `/files/photos/…` (the storage module's route), handed out only to the photo's owner or an admin.
 */
export async function photosRoutes(app: FastifyInstance, deps: AppDeps) {
  // Multipart is parsed for the upload route alone: every other route keeps refusing it (415).
  await app.register(async (uploads) => {
    // A file cut at its limit is refused by the upload's own check, with a message naming the limit.
    await uploads.register(multipart, { throwFileSizeLimit: false });
    registerRoute(uploads, deps, routes.upload, (_input, ctx) =>
      uploadPhoto(deps, viewerFrom(ctx), () => receivePhoto(ctx.request)),
    );
  });
  registerRoute(app, deps, routes.fromProduct, ({ body }, ctx) =>
    photoFromProduct(deps, viewerFrom(ctx), body.product_id),
  );
  registerRoute(app, deps, routes.list, (_input, ctx) => listPhotos(deps, viewerFrom(ctx)));
  registerRoute(app, deps, routes.catalogue, ({ query }, ctx) => catalogueImages(deps, viewerFrom(ctx), query.q));
  registerRoute(app, deps, routes.read, ({ params }, ctx) => readPhoto(deps, viewerFrom(ctx), params.id));
  registerRoute(app, deps, routes.remove, ({ params }, ctx) => removePhoto(deps, viewerFrom(ctx), params.id));
}
