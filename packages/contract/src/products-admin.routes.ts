import { IdResponseSchema } from './common/ids';
import { defineRoute } from './common/route';
import { CategoryIdParamsSchema, PinnedProductsSchema, ProductIdParamsSchema } from './products.schemas';
import {
  AdminProductsPageSchema,
  AdminProductsQuerySchema,
  PinnedProductsUpdateSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
} from './products-admin.schemas';

const main = 'main' as const;

/** Admins' product writes and table (ROUTES.md rows 29–31 and the admin table), apart from the member's reads. */
export const adminProductRoutes = {
  create: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/products',
    audience: 'admin',
    summary: 'Create a product with its categories, tags and associated products',
    tags: ['products'],
    body: ProductCreateSchema,
    status: 201,
    response: IdResponseSchema,
  }),
  update: defineRoute({
    service: main,
    method: 'PUT',
    path: '/api/products/{id}',
    audience: 'admin',
    summary: 'Update a product; links change through the add_/remove_ lists',
    tags: ['products'],
    params: ProductIdParamsSchema,
    body: ProductUpdateSchema,
    status: 200,
    response: IdResponseSchema,
  }),
  adminList: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/admin/products',
    audience: 'admin',
    summary: 'One page of every product, drafts included, searched and filtered, newest first',
    tags: ['products'],
    query: AdminProductsQuerySchema,
    status: 200,
    response: AdminProductsPageSchema,
  }),
  remove: defineRoute({
    service: main,
    method: 'DELETE',
    path: '/api/products/{id}',
    audience: 'admin',
    summary: 'Delete a product and its links for good',
    tags: ['products'],
    params: ProductIdParamsSchema,
    status: 200,
    response: IdResponseSchema,
  }),
} as const;

const pinnedWrite = (method: 'POST' | 'PUT') =>
  defineRoute({
    service: main,
    method,
    path: '/api/pinned-products/{category_id}',
    audience: 'admin',
    summary: "Replace a category's pinned products (comma-joined ids, in order)",
    tags: ['pinned products'],
    params: CategoryIdParamsSchema,
    body: PinnedProductsUpdateSchema,
    status: 200,
    response: IdResponseSchema,
  });

export const pinnedProductRoutes = {
  get: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/pinned-products/{category_id}',
    audience: 'admin',
    summary: "A category's pinned products, comma-joined in order",
    tags: ['pinned products'],
    params: CategoryIdParamsSchema,
    status: 200,
    response: PinnedProductsSchema,
  }),
  create: pinnedWrite('POST'),
  replace: pinnedWrite('PUT'),
  clear: defineRoute({
    service: main,
    method: 'DELETE',
    path: '/api/pinned-products/{category_id}',
    audience: 'admin',
    summary: "Clear a category's pinned products",
    tags: ['pinned products'],
    params: CategoryIdParamsSchema,
    status: 200,
    response: IdResponseSchema,
  }),
} as const;
