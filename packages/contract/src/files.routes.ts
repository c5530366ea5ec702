import { defineRoute } from './common/route';
import { FileUploadQuerySchema, StoredFileSchema } from './files.schemas';

/**
 * Uploads (DESIGN §1.11). The body is multipart, which the contract cannot describe: the server
 * reads the one `file` part itself and checks its type by content and its size by kind.
 * Downloads (`GET /files/{folder}/{name}`) are signed addresses that product reads hand out after
 * the access check; they answer bytes, so they are not a contract route.
 */
export const fileRoutes = {
  upload: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/files',
    // Members linked to a brand may upload brand images; every other kind is for admins (403).
    audience: 'member',
    summary:
      'Upload a thumbnail image, article PDF, bundle or brand image (multipart, one part named file); ' +
      'members: brand images only, once linked to a brand',
    tags: ['files'],
    query: FileUploadQuerySchema,
    status: 201,
    response: StoredFileSchema,
  }),
} as const;
