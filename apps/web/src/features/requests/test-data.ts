import type { RequestRecord } from '@stockroom/contract';
import { jsonResponse, type SeenRequest } from '../../test/fetch-stub';

/** Answers requests by "METHOD /path"; anything else is a 404 as the server words it. */
export const answer =
  (routes: Record<string, (request: SeenRequest) => Response | Promise<Response>>) =>
  (request: SeenRequest): Response | Promise<Response> =>
    routes[`${request.method} ${request.url.pathname}`]?.(request) ??
    jsonResponse(404, { message: 'Not found', code: 'not_found' });

export const MEMBER_ID = '11111111-1111-4111-8111-111111111111';
export const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';
export const TRANSACTION_ID = '33333333-3333-4333-8333-333333333333';
export const REQUEST_ID = '44444444-4444-4444-8444-444444444444';

export const myRecord = {
  id: MEMBER_ID,
  username: 'ann',
  first_name: 'Ann',
  last_name: 'Smith',
  email_address: 'ann@fiber.example',
  phone_number: '+1 555 0100',
  company: 'Fiber Co-op',
};

/** A stored request as the server answers it; fields given replace the defaults. */
export const requestRecord = (fields: Partial<RequestRecord> = {}): RequestRecord => ({
  id: REQUEST_ID,
  type: 'request',
  status: 'new',
  first_name: 'Ann',
  last_name: 'Smith',
  email: 'ann@fiber.example',
  phone_number: '+1 555 0100',
  description: 'A version of the door hanger in Spanish',
  download_url: '',
  is_direct_mail: false,
  product_id: PRODUCT_ID,
  product_title: 'Fiber Is Here Door Hanger',
  transaction_id: null,
  asset: null,
  quantity: null,
  mail_date: null,
  mailing_list_count: 0,
  mailing_list_rejected: 0,
  missing_details: [],
  warnings: [],
  member: { id: MEMBER_ID, username: 'ann', first_name: 'Ann', last_name: 'Smith', company: 'Fiber Co-op' },
  history: [{ status: 'new', note: '', changed_by: 'Ann Smith', changed_at: '2025-03-01T10:00:00.000Z' }],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  ...fields,
});
