import { type ErrorBody, ErrorBodySchema, invalidParameterMessage, type RequestPart } from '@stockroom/contract';

/** The transport messages of spec §8, worded as the spec has them. */
export const TRANSPORT_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout exceeded',
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

/**
 * A call that did not succeed: a transport failure (no `status`) or an error answer. `data` is
 * the answer's body; `message` is the server's message when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(message: string, status?: number, data?: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }

  /** The `{message, code, issues}` body, when the answer had that shape. */
  get body(): ErrorBody | undefined {
    const parsed = ErrorBodySchema.safeParse(this.data);
    return parsed.success ? parsed.data : undefined;
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  static fromResponse(status: number, data: unknown): ApiError {
    const serverMessage = ErrorBodySchema.safeParse(data);
    return new ApiError(
      serverMessage.success ? serverMessage.data.message : TRANSPORT_MESSAGES.status(status),
      status,
      data,
    );
  }
}

/** A request part failed the contract before anything was sent (spec §5). */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly part: RequestPart;
  readonly field: string;

  constructor(part: RequestPart, field: string) {
    super(invalidParameterMessage(part, field));
    this.part = part;
    this.field = field;
  }
}

/** A success answer that does not have the contract's shape; carries what was received. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

/**
 * The login could not be renewed and the app is on its way to /login; whoever awaited the call
 * should stop quietly (the login page shows why).
 */
export class ExpiredLoginError extends Error {
  override readonly name = 'ExpiredLoginError';
  constructor() {
    super('failed to refresh expired login');
  }
}

/** What to show a person for a failed call: the server's message, else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
