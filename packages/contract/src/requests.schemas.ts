import { z } from 'zod/mini';
import { DateTimeSchema, text } from './common/fields';
import { IdSchema } from './common/ids';
import { DIRECT_MAIL_DETAILS } from './direct-mail';

/** Spec §3: request. */
export const RequestSchema = z.object({
  first_name: text(),
  last_name: text(),
  email: text(),
  phone_number: text(),
  description: text(),
  download_url: text(),
  is_direct_mail: z._default(z.boolean(), false),
});
export type ProductRequest = z.output<typeof RequestSchema>;

/** How a request came in: the member's form, a direct-mail order, or "request more info" on a locked product. */
export const REQUEST_TYPES = ['request', 'direct_mail', 'info'] as const;
export const RequestTypeSchema = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof RequestTypeSchema>;

/** DESIGN §1.9: new → in_progress → done or declined, moved by admins. */
export const REQUEST_STATUSES = ['new', 'in_progress', 'done', 'declined'] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof RequestStatusSchema>;

/** The moves admins may make; anything else is 400. Declining needs a note to the member. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ['in_progress', 'declined'],
  in_progress: ['done', 'declined'],
  done: [],
  declined: [],
};

/** A mailing list: CSV text of at most this many characters and addresses (direct mail). */
export const MAILING_LIST_MAX_CHARS = 900_000;
export const MAILING_LIST_MAX_ADDRESSES = 10_000;
/** Copies a direct-mail order may ask for. */
export const DIRECT_MAIL_QUANTITY_MAX = 1_000_000;

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalId = z.pipe(
  z.optional(z.union([IdSchema, z.literal(''), z.null()])),
  z.transform((v) => v || null),
);
/** YYYY-MM-DD, a calendar date. */
const DateOnlySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD'));

/** Direct mail's own fields, each optional: a request may be sent without them and get them later. */
const directMailFields = {
  /** Direct mail: copies wanted. */
  quantity: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.maximum(DIRECT_MAIL_QUANTITY_MAX)))),
  /** Direct mail: the date the member wants it mailed (YYYY-MM-DD, not in the past); none is as soon as possible. */
  mail_date: z.optional(z.nullable(DateOnlySchema)),
  /** Direct mail: the addresses as CSV text with a header row (see MailingListCheckSchema). */
  mailing_list_csv: z.optional(z.nullable(z.string().check(z.maxLength(MAILING_LIST_MAX_CHARS)))),
};

/**
 * POST /api/requests: the spec's Request plus our optional fields. A direct-mail request may come
 * with the spec's fields alone: its quantity and mailing list then follow (PUT
 * /api/requests/{id}/direct-mail). The service checks what one field alone cannot say: a mailing
 * list sent needs at least one valid address, and `transaction_id` must be a ready download of the
 * member's own.
 */
export const RequestCreateSchema = z.object({
  first_name: z._default(trimmed(100), ''),
  last_name: z._default(trimmed(100), ''),
  email: z.email('Enter a valid e-mail address').check(z.maxLength(254)),
  phone_number: z._default(trimmed(40), ''),
  description: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(5000)),
  download_url: z._default(trimmed(2000), ''),
  is_direct_mail: z._default(z.boolean(), false),
  /** The product the request is about. */
  product_id: optionalId,
  /** A customized asset: a ready download (transaction) of the member's own. */
  transaction_id: optionalId,
  ...directMailFields,
});
export type RequestCreate = z.output<typeof RequestCreateSchema>;

/**
 * PUT /api/requests/{id}/direct-mail: the member adds (or replaces) details of their own direct-mail
 * request while it is new or in progress; a field left out keeps what the request has.
 */
export const DirectMailDetailsSchema = z.object(directMailFields);
export type DirectMailDetails = z.output<typeof DirectMailDetailsSchema>;

/** POST /api/requests/mailing-list: the CSV a member is about to send, checked row by row. */
export const MailingListCheckRequestSchema = z.object({
  csv: z.string().check(z.maxLength(MAILING_LIST_MAX_CHARS)),
});
export const MailingListRowIssueSchema = z.object({
  /** The row's line in the file, the header being line 1. */
  row: z.number().check(z.int(), z.positive()),
  message: z.string(),
});
export const MailingAddressSchema = z.object({
  name: z.string(),
  company: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
});
export type MailingAddress = z.infer<typeof MailingAddressSchema>;
export const MailingListCheckSchema = z.object({
  /** Data rows read (the header and blank lines not counted). */
  total_rows: z.number().check(z.int(), z.nonnegative()),
  valid_count: z.number().check(z.int(), z.nonnegative()),
  invalid_count: z.number().check(z.int(), z.nonnegative()),
  /** The first 100 rows that are not valid, with why. */
  invalid: z.array(MailingListRowIssueSchema),
  /** The first 5 valid addresses, for a preview. */
  sample: z.array(MailingAddressSchema),
});
export type MailingListCheck = z.infer<typeof MailingListCheckSchema>;

export const RequestEventSchema = z.object({
  status: RequestStatusSchema,
  /** The note to the member ('' when none). */
  note: z.string(),
  /** Who moved it: the member's own name for the first event, else the admin's. */
  changed_by: z.string(),
  changed_at: DateTimeSchema,
});
export type RequestEvent = z.infer<typeof RequestEventSchema>;

export const RequestMemberSchema = z.object({
  id: IdSchema,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
});

/** A stored request as members (their own) and admins read it, history oldest first. */
export const RequestRecordSchema = z.object({
  id: IdSchema,
  type: RequestTypeSchema,
  status: RequestStatusSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  description: z.string(),
  download_url: z.string(),
  is_direct_mail: z.boolean(),
  product_id: z.nullable(IdSchema),
  product_title: z.string(),
  transaction_id: z.nullable(IdSchema),
  /** The customized file: its name and a fresh signed address (null when none or gone). */
  asset: z.nullable(z.object({ file_name: z.string(), url: z.string() })),
  quantity: z.nullable(z.number()),
  mail_date: z.nullable(z.string()),
  /** Valid addresses stored, and rows of the member's file left out as not valid. */
  mailing_list_count: z.number().check(z.int(), z.nonnegative()),
  mailing_list_rejected: z.number().check(z.int(), z.nonnegative()),
  /** Direct mail: the details still to follow; it cannot be done until there are none. */
  missing_details: z.array(z.enum(DIRECT_MAIL_DETAILS)),
  /** Things an admin should look at that are not refusals (copies and addresses disagree). */
  warnings: z.array(z.string()),
  member: RequestMemberSchema,
  history: z.array(RequestEventSchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type RequestRecord = z.infer<typeof RequestRecordSchema>;

const pageFields = {
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 20),
};

/** GET /api/requests: the member's own, newest first. */
export const MyRequestsQuerySchema = z.object(pageFields);
export const RequestsPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(RequestRecordSchema),
});
export type RequestsPage = z.infer<typeof RequestsPageSchema>;

/** GET /api/admin/requests (and its CSV export): every member's, newest first, filtered. */
export const AdminRequestsQuerySchema = z.object({
  ...pageFields,
  status: z.optional(RequestStatusSchema),
  type: z.optional(RequestTypeSchema),
  /** One member's requests. */
  user_id: z.optional(IdSchema),
  /** Words in the member's name, username, company or e-mail, or in the product's title. */
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});
export type AdminRequestsQuery = z.output<typeof AdminRequestsQuerySchema>;

export const RequestIdParamsSchema = z.object({ id: IdSchema });

/** PUT /api/admin/requests/{id}/status: the move and the note the member is e-mailed. */
export const RequestStatusChangeSchema = z.object({
  status: RequestStatusSchema,
  note: z._default(trimmed(2000), ''),
  /**
   * The status the admin saw when choosing the move. When the request has another one now (someone
   * moved it meanwhile) the move is refused with 409 rather than made from a status they never saw.
   */
  from_status: z.optional(RequestStatusSchema),
});
export type RequestStatusChange = z.output<typeof RequestStatusChangeSchema>;
