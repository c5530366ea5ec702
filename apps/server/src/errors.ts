import { ERROR_CODES, type ErrorCode, type ErrorIssue } from '@stockroom/contract';

/** Thrown by services; the error handler turns it into `{message, code, issues}` and its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('forbidden', message);
export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError(issues ? 'validation_failed' : 'bad_request', message, issues);
/** A 400 that names one field, for rules the contract cannot express (a taken username, a weak password). */
export const fieldError = (path: string, message: string, code: ErrorCode = 'validation_failed') =>
  new AppError(code, `Invalid Body parameter ${path}: ${message}`, [{ path, message }]);
