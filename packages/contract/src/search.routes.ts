import { defineRoute } from './common/route';
import { SearchAnswerSchema, SearchQuerySchema } from './search.schemas';

/** Product search (DESIGN §1.12). */
export const searchRoutes = {
  search: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/search',
    audience: 'member',
    summary: 'Products matching a search, best first, that the caller may see',
    tags: ['products'],
    query: SearchQuerySchema,
    status: 200,
    response: SearchAnswerSchema,
  }),
} as const;
