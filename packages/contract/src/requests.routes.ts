import { z } from 'zod/mini';
import { defineRoute } from './common/route';
import {
  AdminRequestsQuerySchema,
  MailingListCheckRequestSchema,
  MailingListCheckSchema,
  MyRequestsQuerySchema,
  RequestCreateSchema,
  RequestIdParamsSchema,
  RequestRecordSchema,
  RequestStatusChangeSchema,
  RequestsPageSchema,
} from './requests.schemas';

const tags = ['requests'];
const main = 'main' as const;

/**
 * Requests (spec §7, DESIGN §1.9): members ask for a product, a version of it or a direct-mail run
 * of their customized asset; admins move each request through new → in progress → done or declined.
 * A member reads only their own requests; another's id is 404.
 */
export const requestRoutes = {
  create: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/requests',
    audience: 'member',
    summary: 'Send a request (direct mail included); the administrators are e-mailed',
    tags,
    body: RequestCreateSchema,
    status: 201,
    response: RequestRecordSchema,
  }),
  checkMailingList: defineRoute({
    service: main,
    method: 'POST',
    path: '/api/requests/mailing-list',
    audience: 'member',
    summary: 'Check a mailing list (CSV) row by row before sending it with a direct-mail request',
    tags,
    body: MailingListCheckRequestSchema,
    status: 200,
    response: MailingListCheckSchema,
  }),
  mine: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/requests',
    audience: 'member',
    summary: "The member's own requests with their history, newest first",
    tags,
    query: MyRequestsQuerySchema,
    status: 200,
    response: RequestsPageSchema,
  }),
  get: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/requests/{id}',
    audience: 'self',
    summary: 'One request: the member’s own, or any for an admin',
    tags,
    params: RequestIdParamsSchema,
    status: 200,
    response: RequestRecordSchema,
  }),
  mailingList: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/requests/{id}/mailing-list',
    audience: 'self',
    summary: "A direct-mail request's addresses as a CSV file",
    tags,
    params: RequestIdParamsSchema,
    status: 200,
    response: z.string(),
    text: true,
    contentType: 'text/csv; charset=utf-8',
  }),
  adminList: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/admin/requests',
    audience: 'admin',
    summary: 'The request queue: one page, filtered by status, type and member, newest first',
    tags,
    query: AdminRequestsQuerySchema,
    status: 200,
    response: RequestsPageSchema,
  }),
  adminExport: defineRoute({
    service: main,
    method: 'GET',
    path: '/api/admin/requests/export',
    audience: 'admin',
    summary: 'The filtered request queue as a CSV file (every page)',
    tags,
    query: AdminRequestsQuerySchema,
    status: 200,
    response: z.string(),
    text: true,
    contentType: 'text/csv; charset=utf-8',
  }),
  changeStatus: defineRoute({
    service: main,
    method: 'PUT',
    path: '/api/admin/requests/{id}/status',
    audience: 'admin',
    summary: 'Move a request (new → in_progress → done or declined) with a note; the member is e-mailed',
    tags,
    params: RequestIdParamsSchema,
    body: RequestStatusChangeSchema,
    status: 200,
    response: RequestRecordSchema,
  }),
};
