import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type OpenApiDoc, renderDocsPage } from './openapi-page';

/** The OpenAPI 3.1 document at /api/openapi.json and a readable page at /api/docs, both from the contract. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stockroom API',
        version: '1.0.0',
        description: 'Main API at the root, auth service under /auth, brands service under /brands-api.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as OpenApiDoc)),
  );
}
