import { z } from 'zod/mini';
import { ActivityPageSchema, ActivityQuerySchema } from './activity.schemas';
import { defineRoute } from './common/route';

const tags = ['activity'];

/** /admin/activity (DESIGN §1.10): who changed what, and who downloaded what. */
export const activityRoutes = {
  list: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/admin/activity',
    audience: 'admin',
    summary: 'Admin changes and member downloads, newest first, paged and filtered',
    tags,
    query: ActivityQuerySchema,
    status: 200,
    response: ActivityPageSchema,
  }),
  export: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/admin/activity/export',
    audience: 'admin',
    summary: 'The filtered activity log as a CSV file (every page)',
    tags,
    query: ActivityQuerySchema,
    status: 200,
    response: z.string(),
    text: true,
    contentType: 'text/csv; charset=utf-8',
  }),
};
