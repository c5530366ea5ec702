import { z } from 'zod/mini';

/**
 * Every error code the server answers with. The client shows `message`; `code` lets it react
 * (for example, ask for a captcha).
 */
export const ERROR_CODES = {
  /** A request part failed the contract; `issues` names each field. */
  validation_failed: 400,
  /** The request is well formed but makes no sense now (for example confirming an active account). */
  bad_request: 400,
  /** A one-time code is wrong, used, expired or out of tries. */
  invalid_code: 400,
  /** The password is too short or too common. */
  weak_password: 400,
  /** A captcha solution is required and was missing or invalid. */
  captcha_required: 400,
  /** No token, or an expired or revoked one. */
  unauthorized: 401,
  /** Wrong username or password. */
  invalid_credentials: 401,
  /** Logged in but not allowed. */
  forbidden: 403,
  /** Login refused: the e-mail address is not confirmed yet. */
  email_pending: 403,
  /** Login refused: the account waits for an administrator's approval. */
  waiting_for_approval: 403,
  /** Login refused: the account was denied. */
  account_denied: 403,
  /** The payment provider did not take the payment (a declined card, an expired checkout). */
  payment_failed: 402,
  /** Missing, or not visible to the caller. */
  not_found: 404,
  /** A unique value is taken. */
  conflict: 409,
  /** Too many attempts; `Retry-After` says when to try again. */
  rate_limited: 429,
  /** Something failed on our side; details are in the server log only. */
  internal: 500,
  /** A dependency (the database) is not answering. */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

export const ErrorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
    issues: z.optional(z.array(ErrorIssueSchema)),
  })
  .check(z.describe('Every error answer'));
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Where a request part lives; used in the spec's 'Invalid {Body|Query|Path|Header} parameter {name}'. */
export type RequestPart = 'Body' | 'Query' | 'Path' | 'Header';
export const invalidParameterMessage = (part: RequestPart, name: string) => `Invalid ${part} parameter ${name}`;
