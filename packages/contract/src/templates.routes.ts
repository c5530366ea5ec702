import { IdParamsSchema, IdResponseSchema } from './common/ids';
import { defineRoute } from './common/route';
import { TemplateCreateSchema, TemplateSchema, TemplatesSchema, TemplateUpdateSchema } from './templates.schemas';

const tags = ['templates'];

/** Templates (DESIGN §1.7): admins upload SVG documents; products of type template point at one. */
export const templateRoutes = {
  create: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/templates',
    audience: 'admin',
    summary: 'Upload an SVG template; it is sanitized, and a 400 lists everything refused',
    tags,
    body: TemplateCreateSchema,
    status: 201,
    response: TemplateSchema,
  }),
  list: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/templates',
    audience: 'admin',
    summary: 'Every template with its pages, size, colour classes, placeholders and the products using it',
    tags,
    status: 200,
    response: TemplatesSchema,
  }),
  get: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/templates/{id}',
    audience: 'admin',
    summary: 'A template with its sanitized document',
    tags,
    params: IdParamsSchema,
    status: 200,
    response: TemplateSchema,
  }),
  update: defineRoute({
    service: 'main',
    method: 'PUT',
    path: '/api/templates/{id}',
    audience: 'admin',
    summary: 'Rename a template or replace its SVG (a new version; projects keep their colours and texts)',
    tags,
    params: IdParamsSchema,
    body: TemplateUpdateSchema,
    status: 200,
    response: TemplateSchema,
  }),
  remove: defineRoute({
    service: 'main',
    method: 'DELETE',
    path: '/api/templates/{id}',
    audience: 'admin',
    summary: 'Delete a template no product uses (409 names the products that still do)',
    tags,
    params: IdParamsSchema,
    status: 200,
    response: IdResponseSchema,
  }),
} as const;
