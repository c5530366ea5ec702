import { IdResponseSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  CatalogueImagesQuerySchema,
  CatalogueImagesSchema,
  PhotoFromProductSchema,
  PhotoParamsSchema,
  PhotoSchema,
  PhotosSchema,
} from './photos.schemas';

const tags = ['photos'];
const main = 'main' as const;

/**
 * Members' photos for the templates' photo slots (decision 0024). Uploads are multipart, which the
 * contract cannot describe: the server reads the one `file` part itself and checks it by content.
 * Both ways of adding a photo answer 201 with the photo, also when it was there already (the same
 * upload, or the same catalogue image, twice). Another member's photo is 404.
 */
export const photoRoutes = {
  upload: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/photos',
    audience: 'member',
    summary:
      'Upload a photo (multipart, one part named file: JPEG, PNG or WebP, at most 25 MB and 50 megapixels); ' +
      'the same file again answers the photo it made',
    tags,
    status: 201,
    response: PhotoSchema,
  }),
  fromProduct: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/photos/from-product',
    audience: 'member',
    summary: "Make a catalogue image (a usable asset product's image) one of the member's photos",
    tags,
    body: PhotoFromProductSchema,
    status: 201,
    response: PhotoSchema,
  }),
  list: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/photos',
    audience: 'member',
    summary: "The member's photos, newest first, with fresh signed addresses",
    tags,
    status: 200,
    response: PhotosSchema,
  }),
  catalogue: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/photos/catalogue',
    audience: 'member',
    summary: 'The catalogue images the member may pick (usable asset products with an image), by title',
    tags,
    query: CatalogueImagesQuerySchema,
    status: 200,
    response: CatalogueImagesSchema,
  }),
  read: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/photos/{id}',
    audience: 'self',
    summary: 'One photo (its owner or an admin; anyone else 404)',
    tags,
    params: PhotoParamsSchema,
    status: 200,
    response: PhotoSchema,
  }),
  remove: defineRoute({
    service: main,
    method: 'DELETE',
    path: '/api/photos/{id}',
    audience: 'self',
    summary: "Delete a photo; projects that used it show the template's photo instead",
    tags,
    params: PhotoParamsSchema,
    status: 200,
    response: IdResponseSchema,
  }),
} as const;
