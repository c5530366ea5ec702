import multipart from '@fastify/multipart';
import { BrandImageParamsSchema, FileAccessQuerySchema, FileParamsSchema, fileRoutes } from '@stockroom/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { audienceGuard } from '../../plugins/auth';
import { registerRoute } from '../../route';
import { checkUploadAllowed, openBrandImage } from './brand-images';
import { answerSignedFile } from './downloads.service';
import { fileHeaders } from './file-headers';
import { receiveUpload } from './upload-request';

/** Uploads (admins; members brand images), signed downloads and brand images (DESIGN §1.11, decisions 0009, 0018). */
export async function storageRoutes(app: FastifyInstance, deps: AppDeps) {
  // Multipart is parsed for the upload route alone: every other route keeps refusing it (415).
  await app.register(async (uploads) => {
    // A file cut at its limit is refused by the upload's own check, with a message naming the limit.
    await uploads.register(multipart, { throwFileSizeLimit: false });
    registerRoute(uploads, deps, fileRoutes.upload, async ({ query }, ctx) => {
      await checkUploadAllowed(deps, query.kind, ctx.auth);
      return receiveUpload(deps, query.kind, ctx.request);
    });
  });

  // Bytes, not JSON, so not a contract route. It declares the audience 'any' as contract routes do
  // (the route table checks it): the signature in the address is the permission (answerSignedFile).
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/files/:folder/:name',
    schema: { hide: true, params: FileParamsSchema, querystring: FileAccessQuerySchema },
    config: { audience: 'any' },
    onRequest: audienceGuard(deps.database.db, deps.tokens, 'any'),
    handler: async ({ params, query }, reply) => {
      const download = query.download === '1';
      const answer = await answerSignedFile(deps, { ...params, ...query, download });
      // The store's address lives minutes, ours an hour or more: a browser must not keep the redirect.
      if ('redirect' in answer) return reply.header('cache-control', 'no-store').redirect(answer.redirect, 302);
      const { file, name } = answer;
      return reply
        .type(file.contentType)
        .headers(fileHeaders(file, name, download))
        .send(file.stream);
    },
  });

  // Static beats the parameter above: brand images answer here, unsigned, to anyone (decision 0018).
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/files/brand-images/:name',
    schema: { hide: true, params: BrandImageParamsSchema },
    config: { audience: 'any' },
    onRequest: audienceGuard(deps.database.db, deps.tokens, 'any'),
    handler: async ({ params }, reply) => {
      const file = await openBrandImage(deps, params.name);
      return reply
        .type(file.contentType)
        .headers({
          ...fileHeaders(file, params.name, false),
          'cache-control': `public, max-age=${file.maxAge}, immutable`,
        })
        .send(file.stream);
    },
  });
}
